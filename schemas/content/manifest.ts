import {
  addressLayoutsSchema,
  addressUnableToShipSchema,
  contactUsFormSchema,
  contactUsSchemaFileSchema,
  contactUsWebLabelsSchema,
  interestGroupsSchema,
} from '../forms/forms.schema.ts';
import { filtersPulloutSchema, measurementsChartSchema } from './catalog.schema.ts';
import {
  badgesSchema,
  footerNavSchema,
  footerSchema,
  headerSchema,
  headSchema,
  promotionsSchema,
  scriptsSchema,
  seoDataSchema,
  splashModalSchema,
} from './chrome.schema.ts';
import {
  countryNavigationSchema,
  menuPulloutSchema,
  navMenuSchema,
  navTreeSchema,
} from './navigation.schema.ts';
import {
  campaignSchema,
  clpRoutesSchema,
  emptySearchSchema,
  languageCatalogSchema,
  pageSchema,
} from './pages.schema.ts';
import { siteConfigSchema, siteMetadataSchema, sortOptionsSchema } from './site.schema.ts';

/**
 * Every content file a country folder may hold (spec 2 section 7.9): its path inside the folder, its schema and whether
 * the site fails without it. `{language}` and `{name}` are placeholders. The storefront, the server and `content:check`
 * all read this one list.
 */
export const contentFiles = {
  config: { path: 'config.json', required: true, schema: siteConfigSchema },
  sortOptions: { path: 'sortOptions.json', required: true, schema: sortOptionsSchema },
  navTree: { path: 'data/navTree.json', required: true, schema: navTreeSchema },
  navMenu: { path: 'data/navMenu.json', required: true, schema: navMenuSchema },
  header: { path: 'data/header.json', required: false, schema: headerSchema },
  seoData: { path: 'data/seoData.json', required: true, schema: seoDataSchema },
  head: { path: 'data/head.json', required: false, schema: headSchema },
  promotions: { path: 'data/promotions.json', required: false, schema: promotionsSchema },
  clpRoutes: { path: 'data/clp-routes.json', required: true, schema: clpRoutesSchema },
  scripts: { path: 'data/scripts/scripts.json', required: false, schema: scriptsSchema },
  measurementsChart: {
    path: 'data/measurements-chart.json',
    required: false,
    schema: measurementsChartSchema,
  },
  campaign: { path: 'data/campaigns/{name}.json', required: false, schema: campaignSchema },
  countryNavigation: {
    path: 'data/country-navigation_{language}.json',
    required: true,
    schema: countryNavigationSchema,
  },
  catalog: { path: 'language/{language}.json', required: true, schema: languageCatalogSchema },
  menuPullout: { path: 'data/{language}/menu-pullout.json', required: true, schema: menuPulloutSchema },
  filtersPullout: {
    path: 'data/{language}/filters-pullout.json',
    required: true,
    schema: filtersPulloutSchema,
  },
  addressLayouts: {
    path: 'data/{language}/address-layouts.json',
    required: true,
    schema: addressLayoutsSchema,
  },
  badges: { path: 'data/{language}/badges.json', required: true, schema: badgesSchema },
  splashModal: { path: 'data/{language}/splash-modal.json', required: false, schema: splashModalSchema },
  footer: { path: 'data/{language}/footer.json', required: true, schema: footerSchema },
  footerNav: { path: 'data/{language}/footerNav.json', required: true, schema: footerNavSchema },
  addressUnableToShip: {
    path: 'data/{language}/addressUnableToShip.json',
    required: false,
    schema: addressUnableToShipSchema,
  },
  interestGroups: {
    path: 'data/{language}/interestGroups.json',
    required: true,
    schema: interestGroupsSchema,
  },
  contactUsSchema: {
    path: 'data/{language}/contact-us-schema.json',
    required: true,
    schema: contactUsSchemaFileSchema,
  },
  contactUsWebLabels: {
    path: 'data/{language}/contact-us-schema_webLabels.json',
    required: true,
    schema: contactUsWebLabelsSchema,
  },
  contactUsForm: {
    path: 'data/{language}/contact-us-form.json',
    required: true,
    schema: contactUsFormSchema,
  },
  emptySearch: { path: 'data/{language}/empty-search.json', required: false, schema: emptySearchSchema },
  page: { path: 'data/{language}/pages/{name}.json', required: true, schema: pageSchema },
} as const;

export type ContentFileId = keyof typeof contentFiles;

/** metadata-v2.json lives at the content root, beside the country folders. */
export const metadataFile = { path: 'metadata-v2.json', schema: siteMetadataSchema } as const;

/** The homepage is the page named `home`. */
export const HOMEPAGE = 'home';

/** Fill a manifest path's placeholders. */
export function contentPath(id: ContentFileId, params: { language?: string; name?: string } = {}): string {
  return contentFiles[id].path
    .replace('{language}', params.language ?? '{language}')
    .replace('{name}', params.name ?? '{name}');
}

/** Find which manifest entry a file path inside a country folder belongs to. */
export function matchContentFile(
  relativePath: string,
): { id: ContentFileId; language?: string; name?: string } | undefined {
  for (const id of Object.keys(contentFiles) as ContentFileId[]) {
    const pattern = contentFiles[id].path
      .replace(/[.]/g, '\\.')
      .replace('{language}', '(?<language>[a-z]{2})')
      .replace('{name}', '(?<name>[a-z0-9-]+)');
    const match = new RegExp(`^${pattern}$`).exec(relativePath);
    if (match) return { id, ...match.groups };
  }
  return undefined;
}
