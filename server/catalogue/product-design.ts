import type { Translations } from '../lib/translated-text.ts';
import { BRANDS, DESCRIPTIONS, FITS, HOUSE_BRAND } from './catalogue-words.ts';
import { describeIn, nameIn } from './catalogue-translation.ts';
import type { CatalogueContent } from './content-catalogue.ts';
import { PALETTES, type PaletteColour } from './palette.ts';
import type { Random } from './prng.ts';
import { DEFAULT_TYPES, TYPES_BY_DEPARTMENT, TYPES_BY_LEAF, type ProductType } from './product-types.ts';
import type { Audience } from './sizes.ts';

/** What colour variants of one design share: where it sits, what it is, who makes it and what it is called. */
export interface ProductDesign {
  leafPageId: string;
  categoryPageIds: string[];
  categories: string[];
  gender: string;
  audience: Audience;
  type: ProductType;
  brandName: string;
  name: string;
  /** The name in every language of the fixtures (`en` is `name`). */
  names: Translations;
  /** Reference list price in pounds, before conversion. */
  pounds: number;
  material: string;
  noun: string;
}

/** Share of the catalogue by top-level page; pages an operator adds get a fair share too. */
const ROOT_WEIGHTS: Record<string, number> = { women: 4, men: 2.5, kids: 2, beauty: 1.5 };
const CHILD_DEPARTMENTS: Record<string, Audience> = { girls: 'girls', boys: 'boys', baby: 'baby' };
const TOP_CATEGORY: Record<string, string> = {
  girls: 'clothing',
  boys: 'clothing',
  baby: 'clothing',
  skincare: 'beauty',
  makeup: 'beauty',
  fragrance: 'beauty',
};

/** `women-clothing-dresses` under `women-clothing` -> `dresses`. */
const relativeSlug = (pageId: string, parent: string | undefined) =>
  parent && pageId.startsWith(`${parent}-`) ? pageId.slice(parent.length + 1) : pageId;

export function pickLeaf(rng: Random, content: CatalogueContent, underPageId?: string): string {
  if (underPageId) return rng.pick(content.leavesUnder.get(underPageId)!);
  const roots = [...new Set([...content.leafPages.values()].map((chain) => chain[0]!))];
  const root = rng.weighted(roots.map((name) => [name, ROOT_WEIGHTS[name] ?? 1.5] as const));
  return rng.pick(content.leavesUnder.get(root)!);
}

function audienceOf(rng: Random, root: string, department: string): { audience: Audience; gender: string } {
  if (root === 'women' || root === 'men') return { audience: root, gender: root };
  if (root === 'kids') {
    const audience = CHILD_DEPARTMENTS[department];
    return audience
      ? { audience, gender: audience }
      : { audience: 'kids', gender: rng.pick(['girls', 'boys']) };
  }
  return { audience: 'unisex', gender: 'unisex' };
}

export function designProduct(rng: Random, content: CatalogueContent, leafPageId: string): ProductDesign {
  const chain = content.leafPages.get(leafPageId)!;
  const root = chain[0]!;
  const department = relativeSlug(chain[1] ?? leafPageId, root);
  const leaf = relativeSlug(leafPageId, chain[chain.length - 2]);
  const type = rng.pick(TYPES_BY_LEAF[leaf] ?? TYPES_BY_DEPARTMENT[department] ?? DEFAULT_TYPES);
  const { audience, gender } = audienceOf(rng, root, department);
  const child = audience === 'girls' || audience === 'boys' || audience === 'baby' || audience === 'kids';

  const [materialWord, material] = rng.pick(type.materials);
  const noun = rng.pick(type.nouns);
  const style = type.styles.length && rng.chance(0.65) ? rng.pick(type.styles) : undefined;
  const withMaterial = !style || rng.chance(0.45);
  const named = withMaterial && !noun.includes(materialWord) ? materialWord : undefined;
  const name = [style, named, noun].filter(Boolean).join(' ');

  const [low, high] = type.price;
  const pounds = (low + (high - low) * rng.next() ** 1.7) * (child && !type.forChildren ? 0.5 : 1);
  const brandGroup = child && type.description === 'apparel' ? BRANDS.kids : BRANDS[type.brands];
  return {
    leafPageId,
    categoryPageIds: chain,
    categories: [...new Set([TOP_CATEGORY[department] ?? department, leaf, type.key])],
    gender,
    audience,
    type,
    brandName: rng.chance(0.25) ? HOUSE_BRAND : rng.pick(brandGroup),
    name,
    names: { en: name, ...nameIn({ style, material: named, noun }) },
    pounds,
    material,
    noun,
  };
}

export function designColours(rng: Random, design: ProductDesign, count: number): PaletteColour[] {
  // Denim washes are for denim; every other colour suits any garment of the palette.
  const allowed = design.type.colourSlugs;
  const palette = PALETTES[design.type.palette].filter((colour) =>
    allowed ? allowed.includes(colour.slug) : colour.slug !== 'mid-wash-denim',
  );
  return rng.sample(palette, Math.min(count, design.type.maxColours ?? 4));
}

/**
 * Two or three sentences: what it is and what it is made of, a detail, and sometimes how to care for it; in English
 * and, from the same draws, in every other language of the fixtures.
 */
export function describe(rng: Random, design: ProductDesign, colour: PaletteColour): Translations {
  const child = design.audience !== 'women' && design.audience !== 'men' && design.audience !== 'unisex';
  const groupName = child && design.type.description === 'apparel' ? 'kids' : design.type.description;
  const group = DESCRIPTIONS[groupName]!;
  // Trousers, trainers and earrings are plural; a dress or a lip gloss is not.
  const plural = /[^s]s$/.test(design.noun);
  const fill = (sentence: string, fit: number) =>
    sentence
      .replace('{This}', plural ? 'These' : 'This')
      .replace('{this}', plural ? 'these' : 'this')
      .replace('{is}', plural ? 'are' : 'is')
      .replaceAll('{it}', plural ? 'them' : 'it')
      .replace('{brand}', design.brandName)
      .replace('{noun}', design.noun.toLowerCase())
      .replace('{material}', design.material)
      .replace('{colour}', colour.name.toLowerCase())
      .replace('{fit}', FITS[fit]!);
  // Each sentence draws its fit whether it names one or not: the draws stay as they always were.
  const pickFit = () => FITS.indexOf(rng.pick(FITS));
  const drawn: { part: 'opening' | 'detail' | 'care'; index: number; fit: number }[] = [];
  const draw = (part: 'opening' | 'detail' | 'care') => {
    const index = group[part].indexOf(rng.pick(group[part]));
    drawn.push({ part, index, fit: pickFit() });
  };
  draw('opening');
  draw('detail');
  if (rng.chance(0.6)) draw('care');
  return {
    en: drawn.map(({ part, index, fit }) => fill(group[part][index]!, fit)).join(' '),
    ...describeIn(groupName, drawn, { design, colour }),
  };
}
