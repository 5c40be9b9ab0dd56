import type { Product, ProductCustomisation, ProductSku } from '../../src/kernel/types/product.ts';

type SkuSpec = [
  colour: string,
  size: string,
  availability: ProductSku['availability'],
  extra?: Partial<ProductSku>,
];

/** A product for unit tests: colours and sizes from the skus given, every other field plain. */
export function productWith(skus: SkuSpec[], overrides: Partial<Product> = {}): Product {
  const colours = [...new Set(skus.map(([colour]) => colour))];
  const sizes = [...new Set(skus.map(([, size]) => size))];
  return {
    productId: 'MN1',
    name: 'Wool coat',
    brand: { name: 'Maison Nord', tag: 'maison-nord' },
    gender: 'women',
    categories: ['women', 'coats'],
    categoryPageIds: ['women-clothing-coats-jackets'],
    collections: [],
    optionLevels: ['color', 'size'],
    colours: colours.map((slug) => ({
      slug,
      name: slug[0]!.toUpperCase() + slug.slice(1),
      hex: ['#000000'],
      swatch: '',
      availability: 'AVAILABLE',
      productId: 'MN1',
      productSlug: 'wool-coat',
      mainImage: `/media/products/MN1/${slug}.svg`,
      media: [`/media/products/MN1/${slug}.svg`, `/media/products/MN1/${slug}-back.svg`],
    })),
    sizes: sizes.map((slug) => ({ slug, name: slug.toUpperCase() })),
    sizeTypes: [],
    skus: skus.map(([colour, size, availability, extra]) => ({
      sku: `MN1-${colour}-${size}`,
      availability,
      price: { list: 10000, sale: 10000 },
      options: { color: colour, size },
      ...extra,
    })),
    currency: 'GBP',
    price: { list: 10000, sale: 10000 },
    onSale: false,
    finalSale: false,
    availability: 'AVAILABLE',
    slug: 'wool-coat',
    url: '/product/wool-coat/MN1',
    mainImage: '/media/products/MN1/black.svg',
    promotions: [],
    description: 'A coat.',
    ...overrides,
  };
}

type RangedSkuSpec = [
  range: string,
  size: string,
  availability: ProductSku['availability'],
  extra?: Partial<ProductSku>,
];

/**
 * A product sold in size ranges that share their sizes, as the API answers the demo catalogue's jeans: each range's
 * size is an option of its own (`W30` Regular and `W30` Tall) and a sku of its own (`MN1-ivory-Tall-w30`).
 */
export function productInRanges(skus: RangedSkuSpec[], colour = 'ivory'): Product {
  const product = productWith(
    skus.map(([range, size, availability, extra]) => [
      colour,
      size,
      availability,
      { sku: `MN1-${colour}-${range}-${size}`, options: { color: colour, size, sizeType: range }, ...extra },
    ]),
    { optionLevels: ['color', 'sizeType', 'size'] },
  );
  const ranges = [...new Set(skus.map(([range]) => range))];
  return {
    ...product,
    sizeTypes: ranges.map((range) => ({ slug: range, name: range })),
    sizes: skus.map(([range, size]) => ({ slug: size, name: size.toUpperCase(), sizeType: range })),
  };
}

/** A monogram option as the API sends it: up to three letters, written in capitals. */
export const MONOGRAM_OPTION: ProductCustomisation['options'][number] = {
  id: 'monogram',
  type: 'text',
  label: 'Monogram',
  applyDefault: false,
  choices: [],
  uppercase: true,
  rules: { minLength: 1, maxLength: 3, pattern: '^[A-Za-z]+$' },
};

/** The rule messages the customisation API sends with a product's options. */
export const CUSTOMISATION_MESSAGES: ProductCustomisation['messages'] = {
  required: 'Enter your {label}',
  minLength: '{label} needs at least {minLength} characters',
  maxLength: '{label} takes at most {maxLength} characters',
  pattern: '{label} has characters we cannot use',
  hexColor: '{label} must be a colour code such as #1F2A44',
  oneOf: 'Choose a {label} from the list',
};
