import { bestAvailability as bestOf, isPurchasable as purchasable } from '../../../../shared/availability.ts';
import type { Availability } from '../../../kernel/types/cart.ts';
import type { OptionLevel, Product, ProductSku, SizeChoice } from '../../../kernel/types/product.ts';

/** The shopper's choice on each option level; a level without a value is still to choose. */
export type Selection = Partial<Record<OptionLevel, string>>;

/** An option as the page offers it: its best availability for the rest of the choice, and whether it can be had. */
export interface LevelOption {
  slug: string;
  name: string;
  availability: Availability;
  /** No sku has this option together with the rest of the choice. */
  disabled: boolean;
}

/** Whether an option or sku can be bought, by the rule the server applies. */
export const isPurchasable = (availability: Availability) => purchasable(availability);

/** The best of several availabilities, ranked as the server ranks them; no sku at all is NOTAVAILABLE. */
export const bestAvailability = (values: readonly Availability[]): Availability =>
  bestOf(values, 'NOTAVAILABLE');

/** The levels this product is really chosen by: those it names that have options. */
export function levelsOf(product: Product): OptionLevel[] {
  return product.optionLevels.filter((level) => {
    if (level === 'color') return product.colours.length > 0;
    if (level === 'sizeType') return product.sizeTypes.length > 0;
    return product.sizes.length > 0;
  });
}

const skuValue = (sku: ProductSku, level: OptionLevel) => sku.options[level];

/** Skus that agree with the choice on every level but `except`. */
function matchingSkus(product: Product, selection: Selection, except: OptionLevel): ProductSku[] {
  const levels = levelsOf(product).filter((level) => level !== except);
  return product.skus.filter((sku) =>
    levels.every((level) => selection[level] === undefined || skuValue(sku, level) === selection[level]),
  );
}

/**
 * The sizes a choice offers: those of the chosen size range (ranges share size slugs, W30 Regular and W30 Tall), or
 * before a range is chosen each size once, in the order the product lists them.
 */
function sizesFor(product: Product, selection: Selection): SizeChoice[] {
  const { sizeType } = selection;
  const seen = new Set<string>();
  return product.sizes.filter((size) => {
    if (sizeType && size.sizeType && size.sizeType !== sizeType) return false;
    if (seen.has(size.slug)) return false;
    seen.add(size.slug);
    return true;
  });
}

/** The options of one level for the rest of the choice: sizes only of the chosen size range. */
export function levelOptions(product: Product, selection: Selection, level: OptionLevel): LevelOption[] {
  const skus = matchingSkus(product, selection, level);
  const option = (slug: string, name: string): LevelOption => {
    const own = skus.filter((sku) => skuValue(sku, level) === slug);
    return {
      slug,
      name,
      availability: bestAvailability(own.map((sku) => sku.availability)),
      disabled: own.length === 0,
    };
  };
  if (level === 'color') {
    return product.colours.filter((colour) => !colour.url).map((colour) => option(colour.slug, colour.name));
  }
  if (level === 'sizeType') return product.sizeTypes.map((type) => option(type.slug, type.name));
  return sizesFor(product, selection).map((size) => option(size.slug, size.name));
}

/** The sku the choice names, once every level is chosen. */
export function selectedSku(product: Product, selection: Selection): ProductSku | undefined {
  const levels = levelsOf(product);
  if (levels.some((level) => selection[level] === undefined)) return undefined;
  return product.skus.find((sku) => levels.every((level) => skuValue(sku, level) === selection[level]));
}

/** Levels still to choose, in the page's order. */
export function missingLevels(product: Product, selection: Selection): OptionLevel[] {
  return levelsOf(product).filter((level) => selection[level] === undefined);
}

/**
 * Make a choice consistent: a single size is chosen for the shopper, a chosen size that cannot be had with the rest
 * of the choice is dropped, and so is a value the product does not have.
 */
export function settleSelection(product: Product, selection: Selection): Selection {
  const settled: Selection = {};
  for (const level of levelsOf(product)) {
    const options = levelOptions(product, settled, level);
    const chosen = selection[level];
    const kept = options.find((option) => option.slug === chosen && !option.disabled);
    if (kept) settled[level] = kept.slug;
    else if (level !== 'color' && options.length === 1 && !options[0]!.disabled)
      settled[level] = options[0]!.slug;
  }
  return settled;
}

/**
 * The choice a product page opens with: every option of `?sku=`, else the colour of `?color=`, else the first
 * colour that can be bought (the first at all when none can); one size is chosen for the shopper.
 */
export function initialSelection(product: Product, query: { color?: string; sku?: string }): Selection {
  const bySku = query.sku ? product.skus.find((sku) => sku.sku === query.sku) : undefined;
  if (bySku) return settleSelection(product, { ...bySku.options });
  const colours = levelOptions(product, {}, 'color');
  const colour =
    colours.find((option) => option.slug === query.color) ??
    colours.find((option) => isPurchasable(option.availability)) ??
    colours[0];
  return settleSelection(product, colour ? { color: colour.slug } : {});
}

/** Choose one option: choosing a size range drops the size, since sizes differ between ranges. */
export function selectOption(
  product: Product,
  selection: Selection,
  level: OptionLevel,
  slug: string,
): Selection {
  const next: Selection = { ...selection, [level]: slug };
  if (level === 'sizeType' && selection.sizeType !== slug) delete next.size;
  return settleSelection(product, next);
}

/** The colour the choice shows (its pictures), falling back to the product's first. */
export function shownColour(product: Product, selection: Selection) {
  return (
    product.colours.find((colour) => colour.slug === selection.color && !colour.url) ?? product.colours[0]
  );
}

/** What a sku is, as a shopper reads it: its colour, size range and size names ("Ivory, Tall, W30"). */
export function skuOptionNames(product: Product, sku: ProductSku): string[] {
  const { color, sizeType, size } = sku.options;
  const colour = product.colours.find((candidate) => candidate.slug === color && !candidate.url)?.name;
  const range = sizeType
    ? product.sizeTypes.find((candidate) => candidate.slug === sizeType)?.name
    : undefined;
  const sizeName = product.sizes.find(
    (candidate) => candidate.slug === size && (!candidate.sizeType || candidate.sizeType === sizeType),
  )?.name;
  return [colour, range, sizeName].filter((name): name is string => Boolean(name));
}
