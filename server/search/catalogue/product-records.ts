import { AVAILABILITY, PURCHASABLE, type AvailabilityName } from '../../../schemas/api/conventions.ts';
import type { ProductRecord, RecordSwatch } from '../../../schemas/search/product-record.ts';
import { bestAvailability, skuAvailability } from '../../commerce/catalogue/availability.ts';
import type { ProductSearchRow, SkuSearchRow } from './record-reader.ts';
import { recordWords, wordsOver, type RecordWords } from './record-language.ts';
import { productPath } from '../../../shared/product-url.ts';

type PriceFields = Pick<ProductRecord, 'price' | 'priceRange' | 'discountPercent' | 'onSale' | 'sale'>;

/**
 * A record before a currency and a language are chosen: the same colour variant serves every site, prices per
 * currency, and its words per language where the catalogue translated them.
 */
export interface CatalogueRecord {
  base: Omit<ProductRecord, keyof PriceFields>;
  prices: Readonly<Record<string, PriceFields>>;
  words?: Readonly<Record<string, RecordWords>> | undefined;
}

const FINAL_SALE_COLLECTION = 'final-sale';
const SELLABLE = new Set<AvailabilityName>(PURCHASABLE);

const productUrl = (slug: string, productId: string, color: string) =>
  productPath({ slug, productId, color });

const availabilityOf = (sku: SkuSearchRow) =>
  skuAvailability({
    stock: sku.stock,
    fulfilment: sku.fulfilment,
    advanceLimit: sku.advance_limit,
    discontinued: sku.discontinued,
  });

function priceFields(list: number, sale: number | null, finalSale: boolean): PriceFields {
  const onSale = sale !== null && sale > 0 && sale < list;
  const saleTotal = onSale ? sale : list;
  return {
    price: { list: { total: list }, sale: { total: saleTotal }, ...(finalSale ? { finalSale: 'true' } : {}) },
    priceRange: { listMin: list, listMax: list, saleMin: saleTotal, saleMax: saleTotal },
    discountPercent: onSale ? Math.round(((list - saleTotal) / list) * 100) : 0,
    onSale,
    sale: onSale ? 'ONSALE' : 'NOSALE',
  };
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The search records of one product, one per colour with sellable skus; none when discontinued. */
export function toCatalogueRecords(row: ProductSearchRow): CatalogueRecord[] {
  if (row.discontinued) return [];
  const finalSale = row.collections.some((collection) => collection.tag === FINAL_SALE_COLLECTION);
  const prices = Object.fromEntries(
    (row.prices ?? []).map(({ currency, list, sale }) => [
      currency.trim(),
      priceFields(list, sale, finalSale),
    ]),
  );
  const colours = row.colours ?? [];
  const swatchColours = [...colours, ...(row.siblings ?? [])];
  const swatches: RecordSwatch[] = [
    ...colours.map((colour) => ({
      slug: colour.slug,
      name: colour.name,
      hex: colour.hex,
      productId: row.product_id,
      url: productUrl(row.slug, row.product_id, colour.slug),
      mainImage: colour.main,
    })),
    ...(row.siblings ?? []).map((sibling) => ({
      slug: sibling.colour,
      name: sibling.name,
      hex: sibling.hex,
      productId: sibling.product_id,
      url: productUrl(sibling.slug, sibling.product_id, sibling.colour),
      mainImage: sibling.main,
    })),
  ];
  const group = [row.product_id, ...(row.siblings ?? []).map((sibling) => sibling.product_id)];
  const tags = row.group_id ? [...new Set(group)].map((id) => `_grp_${id}`) : [];
  return colours.flatMap((colour) => {
    const skus = (row.skus ?? []).filter((sku) => sku.colour === colour.slug && !sku.discontinued);
    if (skus.length === 0) return [];
    const availability = skus.map((sku) => ({ sku, availability: availabilityOf(sku) }));
    const sellable = availability.filter((entry) => SELLABLE.has(entry.availability));
    const later = sellable.filter(
      (entry) => entry.sku.fulfilment !== 'STOCK' && entry.sku.start && entry.sku.end,
    );
    const base: CatalogueRecord['base'] = {
      objectID: `${row.product_id}-${colour.slug}`,
      id: row.product_id,
      productId: row.product_id,
      name: row.name,
      brand: { name: row.brand_name, tag: row.brand_tag },
      gender: row.gender,
      categories: row.categories,
      categoryPageIds: row.category_page_ids,
      collections: row.collections.map((collection) => collection.tag),
      collectionRanks: Object.fromEntries(
        row.collections.map((collection) => [collection.tag, collection.rank]),
      ),
      optionLevels: row.option_levels,
      color: colour.slug,
      colorName: colour.name,
      colorHex: colour.hex,
      colors: swatches,
      size: [...new Set(sellable.map((entry) => entry.sku.size))],
      sizeType: [...new Set(sellable.flatMap((entry) => (entry.sku.size_type ? [entry.sku.size_type] : [])))],
      availability: AVAILABILITY[bestAvailability(availability.map((entry) => entry.availability))],
      slug: row.slug,
      url: productUrl(row.slug, row.product_id, colour.slug),
      mainImage: colour.main,
      secondaryImage: colour.secondary ?? colour.main,
      promotions: row.promotions,
      ...(later.length
        ? {
            shippingDateRange: {
              minRange: Math.min(...later.map((entry) => seconds(entry.sku.start!))),
              maxRange: Math.max(...later.map((entry) => seconds(entry.sku.end!))),
            },
          }
        : {}),
      bulky: row.bulky,
      customisable: row.customisable,
      popularity: row.sold,
      createdAt: Math.floor(row.created),
      _tags: tags,
    };
    const words = recordWords(row, colour, swatchColours);
    return [words ? { base, prices, words } : { base, prices }];
  });
}

/** The record a site sees: its currency's prices merged in, and its words in `language` when it has them. */
export function recordIn(
  record: CatalogueRecord,
  currency: string,
  language?: string,
): ProductRecord | undefined {
  const prices = record.prices[currency];
  // Object.assign rather than spread: V8 keeps spread copies of these short-lived records alive far longer (measured
  // with --trace-gc), which drove the search's p99 through minor and full collections.
  if (!prices) return undefined;
  const shown = Object.assign({}, record.base, prices) as ProductRecord;
  return language && record.words ? wordsOver(shown, record.words[language]) : shown;
}
