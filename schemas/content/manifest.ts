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
import { contentFilePaths, type ContentFileId } from './content-paths.ts';

/** The schema of every content file. */
export const contentSchemas = {
  config: siteConfigSchema,
  sortOptions: sortOptionsSchema,
  navTree: navTreeSchema,
  navMenu: navMenuSchema,
  header: headerSchema,
  seoData: seoDataSchema,
  head: headSchema,
  promotions: promotionsSchema,
  clpRoutes: clpRoutesSchema,
  scripts: scriptsSchema,
  measurementsChart: measurementsChartSchema,
  campaign: campaignSchema,
  countryNavigation: countryNavigationSchema,
  catalog: languageCatalogSchema,
  menuPullout: menuPulloutSchema,
  filtersPullout: filtersPulloutSchema,
  addressLayouts: addressLayoutsSchema,
  badges: badgesSchema,
  splashModal: splashModalSchema,
  footer: footerSchema,
  footerNav: footerNavSchema,
  addressUnableToShip: addressUnableToShipSchema,
  interestGroups: interestGroupsSchema,
  contactUsSchema: contactUsSchemaFileSchema,
  contactUsWebLabels: contactUsWebLabelsSchema,
  contactUsForm: contactUsFormSchema,
  emptySearch: emptySearchSchema,
  page: pageSchema,
} as const satisfies Record<ContentFileId, object>;

type ContentFiles = {
  [Id in ContentFileId]: (typeof contentFilePaths)[Id] & { schema: (typeof contentSchemas)[Id] };
};

/** Every content file with its path, whether it is required, and its schema: what the checker and validators read. */
export const contentFiles = Object.fromEntries(
  (Object.keys(contentFilePaths) as ContentFileId[]).map((id) => [
    id,
    { ...contentFilePaths[id], schema: contentSchemas[id] },
  ]),
) as ContentFiles;

/** metadata-v2.json lives at the content root, beside the country folders. */
export const metadataFile = { path: 'metadata-v2.json', schema: siteMetadataSchema } as const;

export { contentFilePaths, HOMEPAGE, type ContentFileId } from './content-paths.ts';
