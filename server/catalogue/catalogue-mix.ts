import type { ProductDesign } from './product-design.ts';

/*
 * How the generated catalogue is mixed: the traits every catalogue of a reasonable size must show, and the odds of
 * groups, sales, product modes, sku kinds and collections. Tables only, so the odds can be read (and tuned) in one
 * place apart from the code that draws them.
 */

/** Share of designs sold as separate products per colour (about 15% of products end up in a group). */
export const GROUP_CHANCE = 0.066;
export const SALE_CHANCE = 0.25;

/** Traits every catalogue of a reasonable size shows at least once, so each shopper-visible state can be tried. */
export const TRAITS = [
  'preorder',
  'backorder',
  'lowstock',
  'outofstock',
  'discontinued',
  'bulky',
  'customisable',
] as const;
export type Trait =
  (typeof TRAITS)[number] | 'sizeType' | 'group' | 'sale' | 'promotion' | 'sku-discontinued';

export const SKU_TRAITS = ['backorder', 'lowstock', 'outofstock', 'sku-discontinued'] as const;
/** Whole products: mostly sellable, a few discontinued, a few not released yet. */
export const PRODUCT_MODES = [
  ['normal', 96.5],
  ['discontinued', 1.5],
  ['preorder', 2],
] as const;
/** Skus of a sellable product: mostly plenty of stock. */
export const SKU_KINDS = [
  ['plenty', 84],
  ['lowstock', 8],
  ['outofstock', 5],
  ['backorder', 2],
  ['sku-discontinued', 1],
] as const;

export const COLLECTION_RULES: Record<string, { root?: string; chance: (design: ProductDesign) => number }> =
  {
    'new-in': { chance: () => 0.18 },
    bestsellers: { chance: () => 0.08 },
    'gifts-for-her': { root: 'women', chance: (design) => (design.gender === 'women' ? 0.15 : 0) },
    'gifts-for-him': { root: 'men', chance: (design) => (design.gender === 'men' ? 0.15 : 0) },
    'stocking-fillers': { root: 'beauty', chance: (design) => (design.pounds < 35 ? 0.25 : 0) },
  };
