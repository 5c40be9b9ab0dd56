import type { FromSchema } from 'json-schema-to-ts';
import type { siteConfigSchema } from '../../schemas/content/site.schema.ts';

/** A site's config.json as the storefront sees it. */
export type SiteConfig = FromSchema<typeof siteConfigSchema>;

export type { SiteLocation, SiteSummary } from '../../shared/site-paths.ts';
