/**
 * Every content file a country folder may hold: its path inside the folder and whether the site
 * fails without it. `{language}` and `{name}` are placeholders. Kept apart from the schemas so the storefront's
 * entry bundle can know paths without carrying every schema.
 */
export const contentFilePaths = {
  config: { path: 'config.json', required: true },
  sortOptions: { path: 'sortOptions.json', required: true },
  navTree: { path: 'data/navTree.json', required: true },
  navMenu: { path: 'data/navMenu.json', required: true },
  header: { path: 'data/header.json', required: false },
  seoData: { path: 'data/seoData.json', required: true },
  head: { path: 'data/head.json', required: false },
  promotions: { path: 'data/promotions.json', required: false },
  clpRoutes: { path: 'data/clp-routes.json', required: true },
  scripts: { path: 'data/scripts/scripts.json', required: false },
  measurementsChart: { path: 'data/measurements-chart.json', required: false },
  campaign: { path: 'data/campaigns/{name}.json', required: false },
  countryNavigation: { path: 'data/country-navigation_{language}.json', required: true },
  catalog: { path: 'language/{language}.json', required: true },
  menuPullout: { path: 'data/{language}/menu-pullout.json', required: true },
  filtersPullout: { path: 'data/{language}/filters-pullout.json', required: true },
  addressLayouts: { path: 'data/{language}/address-layouts.json', required: true },
  badges: { path: 'data/{language}/badges.json', required: true },
  splashModal: { path: 'data/{language}/splash-modal.json', required: false },
  footer: { path: 'data/{language}/footer.json', required: true },
  footerNav: { path: 'data/{language}/footerNav.json', required: true },
  addressUnableToShip: { path: 'data/{language}/addressUnableToShip.json', required: false },
  interestGroups: { path: 'data/{language}/interestGroups.json', required: true },
  contactUsSchema: { path: 'data/{language}/contact-us-schema.json', required: true },
  contactUsWebLabels: { path: 'data/{language}/contact-us-schema_webLabels.json', required: true },
  contactUsForm: { path: 'data/{language}/contact-us-form.json', required: true },
  emptySearch: { path: 'data/{language}/empty-search.json', required: false },
  page: { path: 'data/{language}/pages/{name}.json', required: true },
} as const;

export type ContentFileId = keyof typeof contentFilePaths;

/** The homepage is the page named `home`. */
export const HOMEPAGE = 'home';

/** Fill a manifest path's placeholders. */
export function contentPath(id: ContentFileId, params: { language?: string; name?: string } = {}): string {
  return contentFilePaths[id].path
    .replace('{language}', params.language ?? '{language}')
    .replace('{name}', params.name ?? '{name}');
}

/** Find which manifest entry a file path inside a country folder belongs to. */
export function matchContentFile(
  relativePath: string,
): { id: ContentFileId; language?: string; name?: string } | undefined {
  for (const id of Object.keys(contentFilePaths) as ContentFileId[]) {
    const pattern = contentFilePaths[id].path
      .replace(/[.]/g, '\\.')
      .replace('{language}', '(?<language>[a-z]{2})')
      .replace('{name}', '(?<name>[a-z0-9-]+)');
    const match = new RegExp(`^${pattern}$`).exec(relativePath);
    if (match) return { id, ...match.groups };
  }
  return undefined;
}

/** Files every page of a site needs before the shell can render, fetched together (and preloaded by the server). */
export const SHELL_CONTENT = [
  'config',
  'navTree',
  'navMenu',
  'header',
  'footer',
  'footerNav',
  'menuPullout',
  'countryNavigation',
  'clpRoutes',
  'seoData',
  'head',
  'catalog',
] as const satisfies readonly ContentFileId[];

/** Files every first page needs: the shell and a page. Their validators ship in the first chunk, the rest later. */
export const FIRST_LOAD_CONTENT: readonly ContentFileId[] = [...SHELL_CONTENT, 'page'];

/**
 * Files the browser itself fetches once a first page is up (the splash offer, third-party scripts, campaigns, the
 * signup's interests, a listing's badges and sort options): their validators come in a small chunk of their own, so
 * checking them does not fetch the validators of every other file.
 */
export const AFTER_LOAD_CONTENT = [
  'splashModal',
  'scripts',
  'campaign',
  'interestGroups',
  'badges',
  'sortOptions',
] as const satisfies readonly ContentFileId[];
/** A file fetched after any first page: its validator is a chunk of its own. */
export type AfterLoadContentId = (typeof AFTER_LOAD_CONTENT)[number];
