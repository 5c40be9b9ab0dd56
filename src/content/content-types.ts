import type { FromSchema } from 'json-schema-to-ts';
import type { ContentFileId } from '../../schemas/content/content-paths.ts';
import type * as forms from '../../schemas/forms/forms.schema.ts';
import type * as catalog from '../../schemas/content/catalog.schema.ts';
import type * as chrome from '../../schemas/content/chrome.schema.ts';
import type * as navigation from '../../schemas/content/navigation.schema.ts';
import type * as pages from '../../schemas/content/pages.schema.ts';
import type * as site from '../../schemas/content/site.schema.ts';

/** Parsed content by manifest id, derived from the schemas; an interface so each schema's type is computed once. */
export interface ContentTypes {
  config: FromSchema<typeof site.siteConfigSchema>;
  sortOptions: FromSchema<typeof site.sortOptionsSchema>;
  navTree: FromSchema<typeof navigation.navTreeSchema>;
  navMenu: FromSchema<typeof navigation.navMenuSchema>;
  header: FromSchema<typeof chrome.headerSchema>;
  seoData: FromSchema<typeof chrome.seoDataSchema>;
  head: FromSchema<typeof chrome.headSchema>;
  promotions: FromSchema<typeof chrome.promotionsSchema>;
  clpRoutes: FromSchema<typeof pages.clpRoutesSchema>;
  scripts: FromSchema<typeof chrome.scriptsSchema>;
  measurementsChart: FromSchema<typeof catalog.measurementsChartSchema>;
  campaign: FromSchema<typeof pages.campaignSchema>;
  countryNavigation: FromSchema<typeof navigation.countryNavigationSchema>;
  catalog: Record<string, unknown>;
  menuPullout: FromSchema<typeof navigation.menuPulloutSchema>;
  filtersPullout: FromSchema<typeof catalog.filtersPulloutSchema>;
  addressLayouts: FromSchema<typeof forms.addressLayoutsSchema>;
  badges: FromSchema<typeof chrome.badgesSchema>;
  splashModal: FromSchema<typeof chrome.splashModalSchema>;
  footer: FromSchema<typeof chrome.footerSchema>;
  footerNav: FromSchema<typeof chrome.footerNavSchema>;
  addressUnableToShip: FromSchema<typeof forms.addressUnableToShipSchema>;
  interestGroups: FromSchema<typeof forms.interestGroupsSchema>;
  contactUsSchema: Record<string, unknown>;
  contactUsWebLabels: FromSchema<typeof forms.contactUsWebLabelsSchema>;
  contactUsForm: FromSchema<typeof forms.contactUsFormSchema>;
  emptySearch: FromSchema<typeof pages.emptySearchSchema>;
  page: FromSchema<typeof pages.pageSchema>;
}
export type ContentOf<Id extends ContentFileId> = ContentTypes[Id];

export type SiteMetadata = FromSchema<typeof site.siteMetadataSchema>;
export type NavTree = ContentOf<'navTree'>;
export type NavMenu = ContentOf<'navMenu'>;
export type PageContent = ContentOf<'page'>;
export type ClpRoutes = ContentOf<'clpRoutes'>;
export type CountryNavigation = ContentOf<'countryNavigation'>;
export type Campaign = ContentOf<'campaign'>;

/** A content block as it arrives in a page: only its type is known until its own schema has checked it. */
export interface RawBlock {
  type: string;
  id?: string;
  [key: string]: unknown;
}

/** Text an editor wrote once, or once per language. */
export type LocalizedText = string | Record<string, string>;
