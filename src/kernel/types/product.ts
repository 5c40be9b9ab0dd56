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
  /** Set only for a product the shopper may personalise (monogram, engraving, initials). */
  customisation?: ProductCustomisation;
}

/** Which product: its id, or its slug when the address gives no id. */
export type ProductReference = { productId: string } | { slug: string };

/** Reads products from the commerce API. */
export interface ProductService {
  /**
   * The product as the current site sells it, by id or (an address without the id) by slug; undefined when it is
   * unknown there. Failures raise.
   */
  product(reference: ProductReference): Promise<Product | undefined>;
}

/** Every way a personalisation value can be refused; the product carries a message for each. */
export type CustomisationRule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'hexColor' | 'oneOf';

/** A suggested colour or one of a fixed list, with the name the shopper sees. */
export interface CustomisationChoice {
  value: string;
  label: string;
}

/**
 * One thing the shopper personalises: typed text (emoji and symbols are dropped before the rules apply), a colour
 * code (with suggested swatches) or one of a list. With `applyDefault`, an empty value takes `defaultValue`.
 */
export interface CustomisationOption {
  id: string;
  type: 'text' | 'hex_color' | 'select';
  label: string;
  defaultValue?: string;
  applyDefault: boolean;
  choices: CustomisationChoice[];
  /** The maker works in capitals: the value is upper-cased. */
  uppercase: boolean;
  /** Lengths count characters of the cleaned text, not bytes. */
  rules: { minLength?: number; maxLength?: number; pattern?: string };
}

/** How a customisable product may be personalised; skus in `excludeSkus` are sold plain only. */
export interface ProductCustomisation {
  options: CustomisationOption[];
  excludeSkus: string[];
  messages: Record<CustomisationRule, string>;
}

/** A personalisation as a bag line shows it: the option's and the value's names. */
export interface CustomisationDisplayInput {
  key: string;
  value: string;
  keyLabel: string;
  valueLabel: string;
}

/** The shopper's values by option id, for one sku. */
export interface CustomiseRequest {
  selectedOptions: Record<string, string>;
  skuId: string;
}

/**
 * The check of a personalisation: accepted (values as the maker will work them, to be sent as the bag line's
 * inputs, and the picture that previews them), refused with messages per option id, or no answer to rely on.
 */
export type CustomiseResult =
  | {
      ok: true;
      selectedOptions: Record<string, string>;
      display: CustomisationDisplayInput[];
      previewImage: string;
    }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; failed: true };

/** Checks personalisations and draws their preview; never raises, a failure is a result. */
export interface CustomiseService {
  customise(productId: string, request: CustomiseRequest): Promise<CustomiseResult>;
}
