/**
 * The search index's product record: one record per colour of a product, so a colour
 * filter finds the right picture and `distinct` on `productId` folds colours back into one card.
 */
export interface ProductRecord {
  /** `{productId}-{colour}`. */
  objectID: string;
  id: string;
  productId: string;
  name: string;
  brand: { name: string; tag: string };
  gender: string;
  categories: string[];
  categoryPageIds: string[];
  /** Collection tags, filterable (`collections:"new-in"`); ranks for featured collections are in `collectionRanks`. */
  collections: string[];
  collectionRanks: Record<string, number>;
  optionLevels: string[];
  /** This record's colour slug (the `color` filter) and how it looks. */
  color: string;
  colorName: string;
  colorHex: string[];
  /** Every colour of the product (and of its colour-group siblings) for the card's swatches. */
  colors: RecordSwatch[];
  /** Sizes of this colour that can be bought now (the `size` filter). */
  size: string[];
  sizeType: string[];
  price: { list: { total: number }; sale: { total: number }; finalSale?: 'true' };
  priceRange: { listMin: number; listMax: number; saleMin: number; saleMax: number };
  /** Whole percent off the list price, 0 when not on sale. */
  discountPercent: number;
  /** Availability code (`AVAILABILITY`) of the colour's best sku (below 3 counts as in stock). */
  availability: number;
  onSale: boolean;
  sale: 'ONSALE' | 'NOSALE';
  slug: string;
  url: string;
  mainImage: string;
  secondaryImage: string;
  promotions: string[];
  shippingDateRange?: { minRange: number; maxRange: number };
  bulky: boolean;
  customisable: boolean;
  /** Units sold: the bestsellers order and the default tie-break. */
  popularity: number;
  /** Seconds since the epoch: the newest order. */
  createdAt: number;
  /** `_grp_{productId}` for every product of the colour group, so a group is found by any member. */
  _tags: string[];
}

/** A colour swatch on a product card. */
export interface RecordSwatch {
  slug: string;
  name: string;
  hex: string[];
  productId: string;
  url: string;
  mainImage: string;
}

/** A record of a query-suggestions index (Algolia Query Suggestions shape). */
export interface QuerySuggestionRecord {
  objectID: string;
  query: string;
  popularity: number;
  nb_words: number;
}
