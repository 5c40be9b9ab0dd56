/**
 * Listing data shaped like the search service's answers and GET /api/filters/s/ALL, for the components' stories and
 * tests. Pictures are the fixture media Storybook serves under /content/media.
 */
import type { FilterDefinition } from '../../schemas/api/product.schema.ts';
import type { ListingFacets, ListingProduct } from '../../src/kernel/types/search-types.ts';
import { createPriceFormatter } from '../../src/sites/index.ts';
import type { ProductBadge } from '../../src/ui/product/product-card.tsx';
import { priceRange } from './filter-definitions.ts';

/** Pounds with pence, as the UK site shows them. */
export const gbp = createPriceFormatter('en-GB', 'GB', 'GBP');

const media = (name: string) => `/content/media/${name}.svg`;

type Colour = [slug: string, name: string, ...hex: string[]];

const COLOURS: Record<string, Colour> = {
  black: ['black', 'Black', '#1c1c1e'],
  ivory: ['ivory', 'Ivory', '#f3eee2'],
  navy: ['navy', 'Navy', '#1f2a44'],
  camel: ['camel', 'Camel', '#b48a5a'],
  sage: ['sage', 'Sage', '#a3b09a'],
  burgundy: ['burgundy', 'Burgundy', '#6e1f2a'],
  rust: ['rust', 'Rust', '#a4502c'],
  breton: ['navy-ivory-stripe', 'Navy/Ivory Stripe', '#1f2a44', '#f3eee2'],
};

interface ProductSeed {
  id: string;
  name: string;
  brand: string;
  slug: string;
  image: string;
  secondary: string;
  colours: (keyof typeof COLOURS)[];
  list: number;
  sale?: number;
  availability?: number;
  promotions?: string[];
}

/** A listing product from a few facts, with the swatches and URLs the search service would give it. */
export function listingProduct(seed: ProductSeed, position = 0): ListingProduct {
  const [first] = seed.colours.map((key) => COLOURS[key]!);
  const url = (slug: string) => `/product/${seed.slug}/${seed.id}?color=${slug}`;
  const sale = seed.sale ?? seed.list;
  return {
    objectID: `${seed.id}-${first![0]}`,
    productId: seed.id,
    name: seed.name,
    brand: { name: seed.brand, tag: seed.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
    url: url(first![0]),
    mainImage: media(seed.image),
    secondaryImage: media(seed.secondary),
    color: first![0],
    colorName: first![1],
    swatches: seed.colours.map((key) => {
      const [slug, name, ...hex] = COLOURS[key]!;
      return { slug, name, hex, url: url(slug), mainImage: media(seed.image) };
    }),
    price: { list: seed.list, sale },
    onSale: sale < seed.list,
    discountPercent: sale < seed.list ? Math.round(((seed.list - sale) / seed.list) * 100) : 0,
    availability: seed.availability ?? 1,
    promotions: seed.promotions ?? [],
    categories: ['women'],
    collections: [],
    position,
  };
}

/** Eight products of a women's clothing page: sale, low stock, sold out, many colours, badges. */
export const products: ListingProduct[] = [
  {
    id: 'MN100231',
    name: 'Linen wrap midi dress',
    brand: 'Maison Nord',
    slug: 'linen-wrap-midi-dress',
    image: 'cat-dresses',
    secondary: 'editorial-tailoring',
    colours: ['sage', 'black', 'ivory', 'navy', 'rust', 'camel', 'burgundy'],
    list: 8900,
    promotions: ['new'],
  },
  {
    id: 'AV200114',
    name: 'Double-faced wool coat',
    brand: 'Atelier Voss',
    slug: 'double-faced-wool-coat',
    image: 'cat-coats',
    secondary: 'cat-men-coats',
    colours: ['camel', 'black', 'navy'],
    list: 32000,
    sale: 22400,
    promotions: ['winter-sale-30'],
  },
  {
    id: 'HF300872',
    name: 'Cashmere crew-neck jumper',
    brand: 'Harlow & Finch',
    slug: 'cashmere-crew-neck-jumper',
    image: 'cat-knitwear',
    secondary: 'editorial-cashmere',
    colours: ['ivory', 'burgundy'],
    list: 16500,
    availability: 2,
  },
  {
    id: 'EO400310',
    name: 'Leather ankle boots',
    brand: 'Ember & Oak',
    slug: 'leather-ankle-boots',
    image: 'cat-shoes',
    secondary: 'cat-trainers',
    colours: ['black'],
    list: 19500,
    availability: 3,
  },
  {
    id: 'SM500441',
    name: 'Breton stripe cotton shirt',
    brand: 'Saltmarsh',
    slug: 'breton-stripe-cotton-shirt',
    image: 'cat-shirts',
    secondary: 'cat-men-knitwear',
    colours: ['breton', 'ivory', 'navy'],
    list: 5500,
    sale: 5480,
  },
  {
    id: 'OM600902',
    name: 'Soft leather tote bag',
    brand: 'Odile Marchetti',
    slug: 'soft-leather-tote-bag',
    image: 'cat-bags',
    secondary: 'cat-jewellery',
    colours: ['camel', 'black'],
    list: 24500,
    promotions: ['exclusive'],
  },
  {
    id: 'VL700115',
    name: 'Merino wool scarf',
    brand: 'Verity Lane',
    slug: 'merino-wool-scarf',
    image: 'cat-scarves',
    secondary: 'cat-knitwear',
    colours: ['rust', 'sage', 'navy', 'ivory'],
    list: 4500,
    sale: 3150,
  },
  {
    id: 'KS800063',
    name: 'Canvas low-top trainers',
    brand: 'Kestrel',
    slug: 'canvas-low-top-trainers',
    image: 'cat-trainers',
    secondary: 'cat-shoes',
    colours: ['ivory', 'black'],
    list: 7900,
    promotions: ['bestseller'],
  },
].map(listingProduct);

/** Badges of the UK fixtures (badges.json and promotions.json), by promotion id. */
export const badges: Record<string, ProductBadge> = {
  new: { label: 'New', color: '#1f2a44', textColor: '#ffffff' },
  'winter-sale-30': { label: 'Winter Sale', color: '#6e1f2a', textColor: '#ffffff' },
  exclusive: { label: 'Online exclusive', color: '#c9a45c', textColor: '#1c1b19' },
  bestseller: { label: 'Bestseller', color: '#f3ece1', textColor: '#1c1b19' },
};

const facet = (
  name: string,
  key: string,
  nameInAlgolia: string,
  extra: Partial<FilterDefinition>,
  options: FilterDefinition['options'],
): FilterDefinition => ({
  name,
  type: 'list',
  ...extra,
  metadata: { nameInAlgolia, filterType: 'facet', webLabel: `WEB.LISTING.FILTER.${key}` },
  options,
});

const brandNames = [
  'Atelier Voss',
  'Aurelie',
  'Ember & Oak',
  'Fenwick Row',
  'Harlow & Finch',
  'Kestrel',
  'Maison Nord',
  'Nordvik',
  'Odile Marchetti',
  'Saltmarsh',
  'Verity Lane',
];

/** The filters of the UK site as GET /api/filters/s/ALL answers them. */
export const definitions: FilterDefinition[] = [
  facet(
    'categories',
    'CATEGORIES',
    'categories',
    { type: 'categoryColumns', categorize: true, subcategorize: true, columns: 3, open: true },
    [
      { tag: 'women', value: 'Women', category: 'women' },
      { tag: 'clothing', value: 'Clothing', category: 'women' },
      { tag: 'dresses', value: 'Dresses', category: 'women', subCategory: 'clothing' },
      { tag: 'coats', value: 'Coats', category: 'women', subCategory: 'clothing' },
      { tag: 'knitwear', value: 'Knitwear', category: 'women', subCategory: 'clothing' },
      { tag: 'shoes', value: 'Shoes', category: 'women' },
      { tag: 'boots', value: 'Boots', category: 'women', subCategory: 'shoes' },
    ],
  ),
  facet(
    'brand',
    'BRAND',
    'brand.tag',
    { buttonType: 'tickableOption', limit: 8 },
    brandNames.map((value) => ({ tag: value.toLowerCase().replace(/[^a-z0-9]+/g, '-'), value })),
  ),
  facet(
    'color',
    'COLOR',
    'color',
    { type: 'grid', buttonType: 'swatch', showSwatch: true, swatchType: 'rgb', swatchSize: 24, columns: 4 },
    Object.values(COLOURS).map(([tag, value, ...hex]) => ({
      tag,
      value,
      rgb: hex[0]!,
      ...(hex.length > 1 ? { swatchURL: swatchImage(hex) } : {}),
    })),
  ),
  facet(
    'size',
    'SIZE',
    'size',
    { type: 'grid', buttonType: 'selectableBox', columns: 4 },
    ['XS', 'S', 'M', 'L', 'XL', '6', '8', '10', '12'].map((value) => ({ tag: value.toLowerCase(), value })),
  ),
  priceRange,
  facet('onSale', 'ON_SALE', 'onSale', { buttonType: 'tickableOption' }, [
    { tag: 'true', value: 'WEB.LISTING.FILTER.ON_SALE_ONLY' },
  ]),
];

/** A two-tone swatch as an inline SVG, as the back end draws it. */
function swatchImage(hex: readonly string[]): string {
  const width = 24 / hex.length;
  const stripes = hex
    .map((c, i) => `<rect x="${i * width}" width="${width}" height="24" fill="${c}"/>`)
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${stripes}</svg>`,
  )}`;
}

const counts = (tags: string[], seed: number) =>
  Object.fromEntries(tags.map((tag, index) => [tag, ((index * 7 + seed) % 23) + 1]));

/** Facet counts and price spread of a 132-product answer (prices in pence). */
export const facets: ListingFacets = {
  counts: Object.fromEntries(
    definitions
      .filter((definition) => definition.metadata.filterType === 'facet')
      .map((definition, index) => [
        definition.metadata.nameInAlgolia,
        counts(
          definition.options.map((option) => option.tag),
          index * 5 + 3,
        ),
      ]),
  ),
  stats: { 'price.sale.total': { min: 1950, max: 48000 } },
};

/** Dirhams in whole units, as the UAE site shows them (Arabic page). */
export const aed = createPriceFormatter('ar-AE', 'AE', 'AED');

/** Yen, as the Japan site shows them. */
export const jpy = createPriceFormatter('ja-JP', 'JP', 'JPY');

const AR_NAMES = [
  'فستان ميدي ملفوف من الكتان',
  'معطف صوف مزدوج الوجه',
  'كنزة كشمير بياقة دائرية',
  'حذاء جلدي بكاحل',
  'قميص قطني مخطط',
  'حقيبة توت من الجلد الناعم',
  'وشاح من صوف المارينو',
  'حذاء رياضي من القماش',
];

const JA_NAMES = [
  'リネン ラップミディドレス',
  'ダブルフェイス ウールコート',
  'カシミヤ クルーネックニット',
  'レザー アンクルブーツ',
  'ボーダー コットンシャツ',
  'ソフトレザー トートバッグ',
  'メリノウール スカーフ',
  'キャンバス ローカットスニーカー',
];

/** The products with other names and prices scaled to another currency's minor units. */
function localised(names: readonly string[], scale: number): ListingProduct[] {
  return products.map((product, index) => ({
    ...product,
    name: names[index] ?? product.name,
    price: { list: Math.round(product.price.list * scale), sale: Math.round(product.price.sale * scale) },
  }));
}

/** The products on the UAE Arabic site (AED fils). */
export const arabicProducts = localised(AR_NAMES, 4.6);

/** The products on the Japan site (yen have no minor unit: about 190 yen to the pound). */
export const japaneseProducts = localised(JA_NAMES, 1.9);
