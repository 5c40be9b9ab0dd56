import type { FilterDefinition, FilterOption } from '../../../schemas/api/product.schema.ts';
import type { FilterFacts } from './product-repository.ts';
import { swatchUrl } from './swatch.ts';

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

/** The listing filter definitions, with options drawn from what a site sells (its filter facts) in `currency`. */
export function filterDefinitions(facts: FilterFacts, currency: string): FilterDefinition[] {
  const { brands, categories, colours, sizes } = facts;
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
      options: facts.anyOnSale ? [{ tag: 'true', value: 'WEB.LISTING.FILTER.ON_SALE_ONLY' }] : [],
    },
  ];
}
