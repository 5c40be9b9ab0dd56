/** A product card in a listing, tray or suggestion list: one colour of a product, prices in minor units. */
export interface ListingProduct {
  objectID: string;
  productId: string;
  name: string;
  /** Name with the query's words wrapped in <em> (already escaped), when a text search matched it. */
  highlightedName?: string;
  brand: { name: string; tag: string };
  url: string;
  mainImage: string;
  secondaryImage: string;
  color: string;
  colorName: string;
  swatches: { slug: string; name: string; hex: string[]; url: string; mainImage: string }[];
  price: { list: number; sale: number };
  onSale: boolean;
  discountPercent: number;
  /** Availability code (`AVAILABILITY`); below 3 is in stock. */
  availability: number;
  promotions: string[];
  categories: string[];
  collections: string[];
  /**
   * Set when the search had click analytics on: the search's id and the index it ran on, which a click or a
   * conversion on this product quotes so search analytics can credit the search.
   */
  queryID?: string;
  indexName?: string;
  position: number;
}

/** Facet counts of a listing answer, and min/max of numeric filters. */
export interface ListingFacets {
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>;
  stats: Readonly<Record<string, { min: number; max: number }>>;
}

/** The listing's results summary. */
export interface ListingResults {
  products: ListingProduct[];
  nbHits: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  facets: ListingFacets;
  /** A merchandising rule asked the shop to go elsewhere (userData.redirect). */
  redirect?: string;
  queryID?: string;
  indexName: string;
  /** The site's currency has no prices yet (a country just opened): nothing can be listed until it has. */
  pricesPending?: boolean;
}
