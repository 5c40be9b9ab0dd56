import type { ProductResponse } from '../../../../schemas/api/product.schema.ts';
import type { MeasurementsChart, SizeChartCategory } from './size-chart-types.ts';

/** What a product must tell about itself for a guide to be chosen. */
export type SizeGuideProduct = Pick<
  ProductResponse,
  'brand' | 'categories' | 'categoryPageIds' | 'collections' | 'slug'
>;

// Weights are orders of magnitude apart, so one stronger signal always beats any number of weaker ones: the page a
// product is listed under says more than its brand, which says more than its tags, which say more than its slug.
export const SIZE_GUIDE_WEIGHTS = {
  categoryPage: 1e7,
  brand: 5e4,
  collectionOrCategory: 1e3,
  slugKeyword: 1,
} as const;

const normalise = (value: string) => value.trim().toLowerCase();

/** How many distinct `values` the guide's `list` names, compared without case. */
function countShared(values: readonly string[], list: readonly string[] | undefined): number {
  const wanted = new Set((list ?? []).map(normalise));
  return [...new Set(values.map(normalise))].filter((value) => wanted.has(value)).length;
}

// Editors write brand names ("Maison Nord") while the catalogue also carries a tag ("maison-nord"); either counts.
const brandListed = (brands: readonly string[], brand: SizeGuideProduct['brand']) =>
  countShared([brand.name, brand.tag], brands) > 0;

/** The guide's score for the product, or undefined when its brand list leaves the product's brand out. */
export function sizeGuideScore(guide: SizeChartCategory, product: SizeGuideProduct): number | undefined {
  const brands = guide.brands ?? [];
  const brandMatches = brandListed(brands, product.brand);
  if (brands.length > 0 && !brandMatches) return undefined;
  const slug = normalise(product.slug);
  const keywords = (guide.slugKeywords ?? []).filter(
    (keyword) => keyword.trim() && slug.includes(normalise(keyword)),
  );
  const collectionTags = product.collections.map((collection) => collection.tag);
  return (
    countShared(product.categoryPageIds, guide.categoryPageIds) * SIZE_GUIDE_WEIGHTS.categoryPage +
    (brandMatches ? SIZE_GUIDE_WEIGHTS.brand : 0) +
    (countShared(collectionTags, guide.collection) + countShared(product.categories, guide.categories)) *
      SIZE_GUIDE_WEIGHTS.collectionOrCategory +
    keywords.length * SIZE_GUIDE_WEIGHTS.slugKeyword
  );
}

/**
 * The guide that fits the product best; the first of equal scores, as editors order the chart by preference.
 * Undefined when nothing in the chart relates to the product, so the size guide button is not offered.
 */
export function chooseSizeGuide(
  chart: Pick<MeasurementsChart, 'categories'>,
  product: SizeGuideProduct,
): SizeChartCategory | undefined {
  let best: SizeChartCategory | undefined;
  let bestScore = 0;
  for (const guide of chart.categories) {
    const score = sizeGuideScore(guide, product) ?? 0;
    if (score > bestScore) {
      best = guide;
      bestScore = score;
    }
  }
  return best;
}
