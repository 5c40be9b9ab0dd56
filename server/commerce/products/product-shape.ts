import type { AvailabilityName } from '../../../schemas/api/conventions.ts';
import type {
  ColourOption,
  ProductPrice,
  ProductResponse,
  SkuOption,
} from '../../../schemas/api/product.schema.ts';
import { bestAvailability, skuAvailability, type SkuStock } from '../catalogue/availability.ts';
import { productCustomisation } from '../customise/customisation-options.ts';
import type { FieldTranslations } from '../../lib/translated-text.ts';
import { swatchUrl } from './swatch.ts';
import { productPath } from '../../../shared/product-url.ts';

/** Stock columns of a sku as the product query aggregates them (JSON, so dates are ISO strings). */
export interface SkuStockRow {
  stock: number;
  fulfilment: SkuStock['fulfilment'];
  advance_limit: number;
  discontinued: boolean;
}

export interface SkuRow extends SkuStockRow {
  sku: string;
  colour_slug: string;
  size_slug: string;
  size_name: string;
  size_type: string | null;
  ship_date_start: string | null;
  ship_date_end: string | null;
}

export interface ColourRow {
  colour_slug: string;
  colour_name: string;
  colour_hex: string[];
  main_image: string;
  secondary_image: string | null;
  /** The colour's name in other languages (`product-language.ts` answers in the shopper's). */
  translations?: FieldTranslations | null;
}

export interface GroupColourRow extends ColourRow {
  product_id: string;
  slug: string;
  name: string;
  skus: SkuStockRow[] | null;
  /** The grouped product's name in other languages (`translations` is its colour's). */
  product_translations?: FieldTranslations | null;
}

export interface ProductRow {
  product_id: string;
  slug: string;
  name: string;
  brand_name: string;
  brand_tag: string;
  gender: string;
  categories: string[];
  category_page_ids: string[];
  collections: { tag: string; rank: number }[];
  description: string;
  measurement_chart: string | null;
  option_levels: string[];
  promotions: string[];
  customisable: boolean;
  list_minor: number;
  sale_minor: number | null;
  colours: ColourRow[] | null;
  skus: SkuRow[] | null;
  group_products: GroupColourRow[] | null;
  /** Name and description in other languages (`product-language.ts` answers in the shopper's). */
  translations?: FieldTranslations | null;
}

type OptionLevel = ProductResponse['optionLevels'][number];
const OPTION_LEVELS = new Set<string>(['color', 'sizeType', 'size']);
/** Products in this collection are final sale (no returns), shown with the price flag. */
const FINAL_SALE_COLLECTION = 'final-sale';
const SELLABLE_LATER = new Set<AvailabilityName>(['PREORDER', 'BACKORDER']);

const availabilityOf = (sku: SkuStockRow) =>
  skuAvailability({
    stock: sku.stock,
    fulfilment: sku.fulfilment,
    advanceLimit: sku.advance_limit,
    discontinued: sku.discontinued,
  });

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const productUrl = (slug: string, productId: string) => productPath({ slug, productId });

/** A product's price: a sale price counts only above 0 and below the list price; final sale is flagged. */
function priceOf(row: ProductRow): ProductPrice {
  const onSale = row.sale_minor !== null && row.sale_minor > 0 && row.sale_minor < row.list_minor;
  return {
    list: { total: row.list_minor },
    sale: { total: onSale ? row.sale_minor! : row.list_minor },
    ...(row.collections.some((collection) => collection.tag === FINAL_SALE_COLLECTION)
      ? { finalSale: 'true' as const }
      : {}),
  };
}

function colourOption(
  colour: ColourRow,
  product: { productId: string; slug: string },
  availability: ColourOption['availability'],
): ColourOption {
  const secondary = colour.secondary_image ?? colour.main_image;
  return {
    slug: colour.colour_slug,
    color: { hex: colour.colour_hex, name: colour.colour_name, swatch: swatchUrl(colour.colour_hex) },
    availability,
    productId: product.productId,
    productSlug: product.slug,
    mainImage: colour.main_image,
    secondaryImage: secondary,
    media: { large: [...new Set([colour.main_image, secondary])] },
  };
}

/** Distinct values in first-seen order, each with the best availability of the skus holding it. */
function levelValues<T>(skus: (SkuRow & { availability: AvailabilityName })[], key: (sku: SkuRow) => T) {
  const values = new Map<T, { first: SkuRow; availability: AvailabilityName[] }>();
  for (const sku of skus) {
    const entry = values.get(key(sku)) ?? { first: sku, availability: [] };
    entry.availability.push(sku.availability);
    values.set(key(sku), entry);
  }
  return [...values.values()].map(({ first, availability }) => ({
    first,
    availability: bestAvailability(availability),
  }));
}

/** The product answer the storefront's product page reads, from one query row, in the site currency. */
export function toProductResponse(row: ProductRow, currency: string): ProductResponse {
  const price = priceOf(row);
  const skus = (row.skus ?? []).map((sku) => ({ ...sku, availability: availabilityOf(sku) }));
  const colours = row.colours ?? [];
  const own = { productId: row.product_id, slug: row.slug };
  const colourAvailability = new Map(
    levelValues(skus, (sku) => sku.colour_slug).map((value) => [value.first.colour_slug, value.availability]),
  );
  const colourOptions = colours.map((colour) =>
    colourOption(colour, own, colourAvailability.get(colour.colour_slug) ?? 'NOTAVAILABLE'),
  );
  const sizeTypes = levelValues(
    skus.filter((sku) => sku.size_type !== null),
    (sku) => sku.size_type,
  );
  const skuOptions: SkuOption[] = skus.map((sku) => {
    const later = SELLABLE_LATER.has(sku.availability) && sku.ship_date_start && sku.ship_date_end;
    return {
      sku: sku.sku,
      availability: sku.availability,
      ...(later
        ? { shipDateStart: seconds(sku.ship_date_start!), shipDateEnd: seconds(sku.ship_date_end!) }
        : {}),
      ...(sku.availability === 'LOWSTOCK' ? { stockQty: sku.stock } : {}),
      price,
      options: {
        color: sku.colour_slug,
        size: sku.size_slug,
        ...(sku.size_type !== null ? { sizeType: sku.size_type } : {}),
      },
    };
  });
  const shipDates = skuOptions.filter((sku) => sku.shipDateStart !== undefined);
  const customisation = productCustomisation({
    customisable: row.customisable,
    categories: row.categories,
    skus,
  });
  const first = colourOptions[0];
  const groupProducts = (row.group_products ?? []).map((colour) => ({
    ...colourOption(
      colour,
      { productId: colour.product_id, slug: colour.slug },
      bestAvailability((colour.skus ?? []).map(availabilityOf)),
    ),
    name: colour.name,
    url: productPath({ slug: colour.slug, productId: colour.product_id, color: colour.colour_slug }),
  }));

  return {
    id: row.product_id,
    productId: row.product_id,
    objectID: row.product_id,
    name: row.name,
    brand: { name: row.brand_name, tag: row.brand_tag },
    gender: row.gender,
    categories: row.categories,
    categoryPageIds: row.category_page_ids,
    collections: row.collections,
    ...(row.measurement_chart ? { measurementChart: row.measurement_chart } : {}),
    optionLevels: row.option_levels.filter((level): level is OptionLevel => OPTION_LEVELS.has(level)),
    options: {
      color: colourOptions,
      // A size of each range: W30 Regular and W30 Tall are two options, each with the availability of its own skus.
      size: levelValues(skus, (sku) => `${sku.size_type ?? ''}\u0000${sku.size_slug}`).map(
        ({ first: sku, availability }) => ({
          slug: sku.size_slug,
          name: sku.size_name,
          labelSize: sku.size_name,
          type: 'size' as const,
          ...(sku.size_type !== null ? { sizeType: sku.size_type } : {}),
          ...(row.measurement_chart ? { measurementId: row.measurement_chart } : {}),
          availability,
        }),
      ),
      ...(sizeTypes.length
        ? {
            sizeType: sizeTypes.map(({ first: sku, availability }) => ({
              slug: sku.size_type!,
              name: sku.size_type!,
              type: 'sizeType' as const,
              availability,
            })),
          }
        : {}),
    },
    skus: skuOptions,
    currency,
    price,
    priceRange: {
      listMin: price.list.total,
      listMax: price.list.total,
      saleMin: price.sale.total,
      saleMax: price.sale.total,
    },
    availability: bestAvailability(skus.map((sku) => sku.availability)),
    onSale: price.sale.total < price.list.total,
    sale: price.sale.total < price.list.total ? 'ONSALE' : 'NOSALE',
    slug: row.slug,
    url: productUrl(row.slug, row.product_id),
    mainImage: first?.mainImage ?? '',
    secondaryImage: first?.secondaryImage ?? '',
    media: first?.media ?? { large: [] },
    promotions: row.promotions,
    ...(shipDates.length
      ? {
          shippingDateRange: {
            minRange: Math.min(...shipDates.map((sku) => sku.shipDateStart!)),
            maxRange: Math.max(...shipDates.map((sku) => sku.shipDateEnd!)),
          },
        }
      : {}),
    description: row.description,
    groupProducts,
    ...(customisation ? { customisation } : {}),
  };
}
