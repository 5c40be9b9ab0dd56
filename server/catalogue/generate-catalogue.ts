import type { FieldTranslations, Translations } from '../lib/translated-text.ts';
import { COLLECTION_RULES, GROUP_CHANCE, TRAITS, type Trait } from './catalogue-mix.ts';
import { colourNameIn } from './catalogue-translation.ts';
import type { CatalogueContent, CoverageTarget } from './content-catalogue.ts';
import type { PaletteColour } from './palette.ts';
import { createRandom, type Random } from './prng.ts';
import { describe, designColours, designProduct, pickLeaf, type ProductDesign } from './product-design.ts';
import { addPrices, addStock, DAY_MS } from './product-stock.ts';
import { sizesFor, type SizeOption, type SizeTypeOption } from './sizes.ts';

export interface GeneratedColour {
  slug: string;
  name: string;
  hex: string[];
  position: number;
  mainImage: string;
  secondaryImage: string;
  /** The colour's name in the other languages of the fixtures. */
  translations: FieldTranslations;
}

export interface GeneratedSku {
  sku: string;
  colourSlug: string;
  sizeSlug: string;
  sizeName: string;
  sizeType: string | null;
  position: number;
  stock: number;
  fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advanceLimit: number;
  shipDateStart: string | null;
  shipDateEnd: string | null;
  discontinued: boolean;
}

/** One product with everything the catalogue tables hold about it; dates are ISO strings. */
export interface GeneratedProduct {
  productId: string;
  slug: string;
  name: string;
  brandName: string;
  brandTag: string;
  gender: string;
  categories: string[];
  categoryPageIds: string[];
  collections: { tag: string; rank: number }[];
  description: string;
  measurementChart: string | null;
  groupId: string | null;
  optionLevels: string[];
  bulky: boolean;
  customisable: boolean;
  promotions: string[];
  discontinued: boolean;
  createdAt: string;
  colours: GeneratedColour[];
  /** Name and description in the other languages of the fixtures. */
  translations: FieldTranslations;
  prices: { currency: string; listMinor: number; saleMinor: number | null }[];
  skus: GeneratedSku[];
}

export interface GenerateOptions {
  products: number;
  seed: string | number;
  /** Ship dates, new-in dates and the like are relative to it, so a fixed date gives a fixed catalogue. */
  referenceDate: Date;
  content: CatalogueContent;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Stream a believable fashion catalogue: identical for the same seed, reference date and content. The first products
 * cover every leaf category page and every content filter (collections, sale pages); the rest are drawn at random.
 */
export function* generateCatalogue(options: GenerateOptions): Generator<GeneratedProduct> {
  const rng = createRandom(`catalogue:${options.seed}`);
  const { content } = options;
  const ranks = new Map<string, number>();
  const pending = new Set<Trait>([...TRAITS, 'sizeType', 'group', 'sale', 'promotion', 'sku-discontinued']);
  const reference = options.referenceDate.getTime();
  let index = 0;
  let targetIndex = 0;

  while (index < options.products) {
    const target: CoverageTarget | undefined = content.targets[targetIndex++];
    const root = target?.collection ? COLLECTION_RULES[target.collection]?.root : undefined;
    const under = target?.pageId ?? (root && content.leavesUnder.has(root) ? root : undefined);
    const design = designProduct(rng, content, pickLeaf(rng, content, under));
    // Traits are forced only once the coverage products are out, so no page is covered by an unsellable product.
    const force = (trait: Trait) => !target && pending.has(trait);
    const grouped = (force('group') || rng.chance(GROUP_CHANCE)) && options.products - index >= 2;
    const colourCount = rng.weighted([
      [1, 30],
      [2, 35],
      [3, 22],
      [4, 13],
    ] as const);
    const colours = designColours(rng, design, grouped ? rng.int(2, 3) : colourCount);
    const sizing = sizesFor(design.type.sizes, design.audience, {
      rng,
      sizeTypeChance: force('sizeType') ? 1 : (design.type.sizeTypeChance ?? 0),
      volumes: design.type.volumes,
    });
    const families = grouped && colours.length > 1 ? colours.map((colour) => [colour]) : [colours];
    const groupId = families.length > 1 ? productIdOf(index) : null;
    if (groupId) pending.delete('group');
    for (const familyColours of families) {
      if (index >= options.products) return;
      const product = buildProduct({
        rng,
        design,
        colours: familyColours,
        sizing,
        force,
        index,
        groupId,
      });
      if (product.bulky) pending.delete('bulky');
      if (product.customisable) pending.delete('customisable');
      if (sizing.sizeTypes) pending.delete('sizeType');
      for (const collection of content.collections) {
        const rule = COLLECTION_RULES[collection] ?? { chance: () => 0.05 };
        if (target?.collection === collection || rng.chance(rule.chance(design))) {
          const rank = (ranks.get(collection) ?? 0) + 1;
          ranks.set(collection, rank);
          product.collections.push({ tag: collection, rank });
        }
      }
      const newIn = product.collections.some((collection) => collection.tag === 'new-in');
      product.createdAt = new Date(
        reference - rng.int(newIn ? 0 : 30, newIn ? 28 : 400) * DAY_MS,
      ).toISOString();
      if (content.promotions.length && (force('promotion') || rng.chance(0.12))) {
        product.promotions = [rng.pick(content.promotions)];
        pending.delete('promotion');
      }
      product.measurementChart =
        [...design.categoryPageIds]
          .reverse()
          .map((pageId) => content.measurementCharts.find((chart) => chart.categoryPageIds.includes(pageId)))
          .find(Boolean)?.key ?? null;
      addPrices(rng, product, design, content.currencies, target?.onSale || force('sale'));
      if (product.prices.some((price) => price.saleMinor !== null)) pending.delete('sale');
      addStock(rng, product, reference, { force, pending, coverage: Boolean(target) });
      index++;
      yield product;
    }
  }
}

export const productIdOf = (index: number) => `MN${100000 + index}`;

/** The other languages of a text: English is the row's own column. */
const withoutEnglish = (texts: Translations): Translations =>
  Object.fromEntries(Object.entries(texts).filter(([language]) => language !== 'en'));

function buildProduct(input: {
  rng: Random;
  design: ProductDesign;
  colours: PaletteColour[];
  sizing: { sizes: SizeOption[]; sizeTypes: SizeTypeOption[] | null };
  force: (trait: Trait) => boolean;
  index: number;
  groupId: string | null;
}): GeneratedProduct {
  const { rng, design, colours, sizing, force } = input;
  const productId = productIdOf(input.index);
  const description = describe(rng, design, colours[0]!);
  const chance = (trait: Trait, probability = 0) =>
    probability > 0 && (force(trait) || rng.chance(probability));
  const skus: GeneratedSku[] = [];
  for (const colour of colours) {
    for (const sizeType of sizing.sizeTypes ?? [null]) {
      for (const size of sizing.sizes) {
        skus.push({
          sku: [productId, colour.code, sizeType?.code, size.code].filter(Boolean).join('-'),
          colourSlug: colour.slug,
          sizeSlug: size.slug,
          sizeName: size.name,
          sizeType: sizeType?.name ?? null,
          position: skus.length,
          stock: 0,
          fulfilment: 'STOCK',
          advanceLimit: 0,
          shipDateStart: null,
          shipDateEnd: null,
          discontinued: false,
        });
      }
    }
  }
  return {
    productId,
    slug: slugify(design.name),
    name: design.name,
    brandName: design.brandName,
    brandTag: slugify(design.brandName),
    gender: design.gender,
    categories: design.categories,
    categoryPageIds: design.categoryPageIds,
    collections: [],
    description: description.en ?? '',
    measurementChart: null,
    groupId: input.groupId,
    optionLevels: sizing.sizeTypes ? ['color', 'sizeType', 'size'] : ['color', 'size'],
    bulky: chance('bulky', design.type.bulkyChance),
    customisable: chance('customisable', design.type.customisableChance),
    promotions: [],
    discontinued: false,
    createdAt: '',
    translations: { name: withoutEnglish(design.names), description: withoutEnglish(description) },
    colours: colours.map((colour, position) => ({
      slug: colour.slug,
      name: colour.name,
      hex: [...colour.hex],
      position,
      mainImage: `/media/products/${productId}/${colour.slug}.svg`,
      secondaryImage: `/media/products/${productId}/${colour.slug}-back.svg`,
      translations: { name: colourNameIn(colour) },
    })),
    prices: [],
    skus,
  };
}
