/** The part of a site's config.json that switches features on and off. */
export interface SiteFeatureConfig {
  features?: Readonly<Record<string, boolean>>;
}

/**
 * Whether the site keeps favourites (hearts, the header link and the favourites page). Every shop had them before the
 * switch existed, so only an explicit `false` turns them off; a config that is missing or still loading keeps them.
 */
export function favouritesEnabled(config: SiteFeatureConfig | null | undefined): boolean {
  return config?.features?.favourites !== false;
}
