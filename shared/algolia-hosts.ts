/** Algolia's own search hosts (`{appId}-dsn.algolia.net`, `{appId}-1.algolianet.com`, ...), with or without scheme. */
export const ALGOLIA_HOST = /\.(algolia\.net|algolianet\.com)(:\d+)?$/;

/** Where Algolia's search analytics takes Insights events from a shop searching on Algolia's own hosts. */
export const ALGOLIA_INSIGHTS_ORIGIN = 'https://insights.algolia.io';
