/**
 * The shop's own product types and the product service. The API's product answer is reshaped into these in the
 * service (services/api/reshape-product.ts): the stores and screens never see the wire.
 */
import type { Availability } from './cart.ts';

/** The option levels a product is chosen by, in the order the page asks for them. */
export type OptionLevel = 'color' | 'sizeType' | 'size';

/** A colour of the product (or of a product of its group, which then has its own page). */
export interface ColourChoice {
  slug: string;
  name: string;
  /** One hex code, two for a two-tone swatch. */
  hex: string[];
  swatch: string;
  /** The best availability among this colour's sizes. */
  availability: Availability;
  productId: string;
  productSlug: string;
  mainImage: string;
  /** Every picture of this colour, main first. */
  media: string[];
  /** Set for a colour sold as a product of its own: its page. */
  url?: string;
}

/** A size of the product; `sizeType` names the size range it belongs to (regular, petite…) when there are ranges. */
export interface SizeChoice {
  slug: string;
  name: string;
  sizeType?: string;
  measurementId?: string;
}

/** A size range (regular, petite, tall…). */
export interface SizeTypeChoice {
  slug: string;
  name: string;
}

/** One sellable variant: a colour, a size (and a size range) with its own stock state. */
export interface ProductSku {
  sku: string;
  availability: Availability;
  /** Units left, given when stock is low. */
  stockQty?: number;
  /** Pre-order and back-order delivery window, seconds since the epoch. */
  shipDateStart?: number;
  shipDateEnd?: number;
  price: { list: number; sale: number };
  options: { color: string; size: string; sizeType?: string };
}

/** A product as its page shows it, prices in minor units of `currency`. */
export interface Product {
  productId: string;
  name: string;
  brand: { name: string; tag: string };
  gender: string;
  categories: string[];
  categoryPageIds: string[];
  collections: { tag: string; rank: number }[];
  measurementChart?: string;
  optionLevels: OptionLevel[];
  colours: ColourChoice[];
  sizes: SizeChoice[];
  sizeTypes: SizeTypeChoice[];
  skus: ProductSku[];
  currency: string;
  price: { list: number; sale: number };
  onSale: boolean;
  /** Final sale: no returns. */
  finalSale: boolean;
  availability: Availability;
  slug: string;
  /** Site-relative path of the product page. */
  url: string;
  mainImage: string;
  promotions: string[];
  description: string;
}

/** Reads products from the commerce API. */
export interface ProductService {
  /** The product as the current site sells it; undefined when it is unknown there. Failures raise. */
  product(productId: string): Promise<Product | undefined>;
}
