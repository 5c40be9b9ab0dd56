import type { FilterDefinition, FilterOption } from '../../../schemas/api/product.schema.ts';
import type { Queryable } from '../../db/database.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import { localizeCategories, navigationLabels } from './category-labels.ts';
import { swatchUrl } from './swatch.ts';

/**
 * The list changes only when the catalogue (or the navigation naming its categories) does; a minute of staleness
 * spares five aggregates and a content read per listing view.
 */
export const FILTER_CACHE_MS = 60_000;

/** Products a site sells: not discontinued and priced in its currency. */
const SOLD = `sold AS (
  SELECT p.* FROM products p JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
   WHERE NOT p.discontinued)`;

const BRANDS_SQL = `WITH ${SOLD}
SELECT brand_tag AS tag, min(brand_name) AS value FROM sold GROUP BY brand_tag ORDER BY lower(min(brand_name)), brand_tag`;

/** Categories are stored top-down (department, leaf, type); an option carries the levels above it. */
const CATEGORIES_SQL = `WITH ${SOLD}
SELECT DISTINCT ON (c.tag) c.tag, c.level::int AS level, sold.categories[1] AS parent, sold.categories[2] AS middle
  FROM sold CROSS JOIN LATERAL unnest(sold.categories) WITH ORDINALITY AS c(tag, level)
 ORDER BY c.tag, c.level, sold.product_id`;

const COLOURS_SQL = `WITH ${SOLD}
SELECT DISTINCT ON (c.colour_slug) c.colour_slug AS tag, c.colour_name AS value, c.colour_hex AS hex
  FROM sold JOIN product_colours c ON c.product_id = sold.product_id
 ORDER BY c.colour_slug, sold.product_id`;

const SIZES_SQL = `WITH ${SOLD}
SELECT s.size_slug AS tag, min(s.size_name) AS value
  FROM sold JOIN skus s ON s.product_id = sold.product_id
 WHERE NOT s.discontinued GROUP BY s.size_slug`;

const ON_SALE_SQL = `SELECT EXISTS (
  SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
   WHERE NOT p.discontinued AND pp.sale_minor IS NOT NULL) AS any`;

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Letter sizes in wearing order, then numbers (ages, waists, shoe sizes) by value, then the rest by name. */
function sizeOrder(a: FilterOption, b: FilterOption): number {
  const rank = (option: FilterOption): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(option.value.toUpperCase());
    if (letter >= 0) return [0, letter, ''];
    const number = /\d+(\.\d+)?/.exec(option.value);
    return number ? [1, Number(number[0]), option.value] : [2, 0, option.value.toLowerCase()];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}

const label = (slug: string) => {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const facet = (nameInAlgolia: string, key: string) =>
  ({ nameInAlgolia, filterType: 'facet', webLabel: `WEB.LISTING.FILTER.${key}` }) as const;

/** The listing filters of spec 1 section 3 with options drawn from what a site sells, cached per site and language. */
export class FilterList {
  private readonly cache = new Map<string, { at: number; hits: Promise<FilterDefinition[]> }>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
    /** Where the sites' navigation trees are, for category names in each language. */
    private readonly contentDir: string,
  ) {}

  async forSite(site: CommerceSite, language: string): Promise<FilterDefinition[]> {
    const key = `${site.siteId}:${language}`;
    const at = this.now().getTime();
    const cached = this.cache.get(key);
    if (cached && at - cached.at < FILTER_CACHE_MS) return cached.hits;
    const hits = Promise.all([
      this.compute(site.currency),
      navigationLabels(this.contentDir, site.siteId, language),
    ]).then(([definitions, labels]) => localizeCategories(definitions, labels));
    this.cache.set(key, { at, hits });
    hits.catch(() => this.cache.delete(key));
    return hits;
  }

  private async compute(currency: string): Promise<FilterDefinition[]> {
    const params = [currency];
    const brands = await this.db.query<FilterOption>(BRANDS_SQL, params);
    const categories = await this.db.query<{
      tag: string;
      level: number;
      parent: string;
      middle: string | null;
    }>(CATEGORIES_SQL, params);
    const colours = await this.db.query<{ tag: string; value: string; hex: string[] }>(COLOURS_SQL, params);
    const sizes = await this.db.query<FilterOption>(SIZES_SQL, params);
    const [onSale] = await this.db.query<{ any: boolean }>(ON_SALE_SQL, params);

    return [
      {
        name: 'brand',
        type: 'list',
        buttonType: 'tickableOption',
        limit: 8,
        metadata: facet('brand.tag', 'BRAND'),
        options: brands.map(({ tag, value }) => ({ tag, value })),
      },
      {
        name: 'categories',
        type: 'categoryColumns',
        categorize: true,
        subcategorize: true,
        columns: 3,
        open: true,
        metadata: facet('categories', 'CATEGORIES'),
        options: categories
          .map((row) => ({
            tag: row.tag,
            value: label(row.tag),
            category: row.level === 1 ? row.tag : row.parent,
            ...(row.level === 3 && row.middle ? { subCategory: row.middle } : {}),
          }))
          .sort((a, b) => a.category.localeCompare(b.category) || a.value.localeCompare(b.value)),
      },
      {
        name: 'color',
        type: 'grid',
        buttonType: 'swatch',
        showSwatch: true,
        swatchType: 'rgb',
        swatchSize: 24,
        columns: 4,
        metadata: facet('color', 'COLOR'),
        options: colours
          .map(({ tag, value, hex }) => ({
            tag,
            value,
            rgb: hex[0] ?? '',
            ...(hex.length > 1 ? { swatchURL: swatchUrl(hex) } : {}),
          }))
          .sort((a, b) => a.value.localeCompare(b.value)),
      },
      {
        name: 'size',
        type: 'grid',
        buttonType: 'selectableBox',
        columns: 4,
        metadata: facet('size', 'SIZE'),
        options: sizes.map(({ tag, value }) => ({ tag, value })).sort(sizeOrder),
      },
      {
        name: 'priceRange',
        type: 'rangeSelector',
        metadata: {
          nameInAlgolia: 'price.sale.total',
          filterType: 'numeric',
          webLabel: 'WEB.LISTING.FILTER.PRICE',
          currency,
        },
        options: [],
      },
      {
        name: 'onSale',
        type: 'list',
        buttonType: 'tickableOption',
        metadata: facet('onSale', 'ON_SALE'),
        options: onSale?.any ? [{ tag: 'true', value: 'WEB.LISTING.FILTER.ON_SALE_ONLY' }] : [],
      },
    ];
  }
}
