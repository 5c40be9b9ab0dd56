/** The trays' pure rules: filters, relaxing them, and merging answers. */
import type { ListingProduct } from '../../../kernel/types/index.ts';
import { indexFilterValue, quoteFilterValue } from '../../listing/index.ts';

/** Fewer hits than this (or than the tray asks for, if less) and a search tray retries with relaxed filters. */
export const MIN_TRAY_HITS = 4;
/** Cards a tray asks for when its content does not say. */
export const DEFAULT_TRAY_HITS = 8;
/** The most cards a tray shows (the widget-slot schema's hitsPerPage maximum). */
export const MAX_TRAY_HITS = 24;
/** A tray starts fetching when it comes this close to the viewport. */
export const TRAY_LAZY_MARGIN_PX = 500;
/** Reloads caused by a change (bag contents) wait this long for the changes to settle. */
export const TRAY_DEBOUNCE_MS = 300;
/** Bag products whose related products the cart tray mixes. */
export const CART_ANCHORS = 3;

/**
 * How narrow a filter attribute is, highest first: relaxing drops the narrowest clause. Attributes not listed (custom
 * filters) sit between brand and category.
 */
const SPECIFICITY: Readonly<Record<string, number>> = {
  productId: 100,
  objectID: 100,
  _tags: 90,
  sku: 90,
  slug: 80,
  size: 70,
  color: 60,
  'price.sale.total': 50,
  'price.list.total': 50,
  priceRange: 50,
  discountPercent: 50,
  brand: 40,
  'brand.tag': 40,
  'brand.name': 40,
  categoryPageIds: 20,
  categories: 20,
  gender: 15,
  collections: 10,
  onSale: 5,
  sale: 5,
  availability: 5,
};
const CUSTOM_SPECIFICITY = 30;

/**
 * Split a filter string at the operator (`AND` or `OR`) where it is not inside quotes or parentheses. A string with
 * no such operator is one part.
 */
export function splitTopLevel(filters: string, operator: 'AND' | 'OR'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  const token = ` ${operator} `;
  for (let i = 0; i < filters.length; i++) {
    const char = filters[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && filters.startsWith(token, i)) {
      parts.push(filters.slice(start, i));
      start = i + token.length;
      i += token.length - 1;
    }
  }
  parts.push(filters.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A clause ready to be joined with AND: grouped when it has an OR of its own. */
function andOperand(clause: string): string {
  return splitTopLevel(clause, 'OR').length > 1 ? `(${clause})` : clause;
}

/** The attribute a clause filters on (`categoryPageIds:"men"` gives `categoryPageIds`), if it has one. */
function clauseAttribute(clause: string): string | undefined {
  return /^[(\s]*(?:NOT\s+)?([\w.]+)\s*(?::|<|>|=|!)/.exec(clause)?.[1];
}

function specificity(clause: string): number {
  const attribute = clauseAttribute(clause);
  return attribute === undefined ? CUSTOM_SPECIFICITY : (SPECIFICITY[attribute] ?? CUSTOM_SPECIFICITY);
}

/** A search tray's filters: the content's filter string AND its collection, if either is set. */
export function trayFilters(settings: { filters?: string; collection?: string }): string {
  const clauses: string[] = [];
  const filters = settings.filters?.trim();
  if (filters) clauses.push(andOperand(filters));
  const collection = indexFilterValue(settings.collection?.trim() ?? '');
  if (collection) clauses.push(`collections:${quoteFilterValue(collection)}`);
  return clauses.join(' AND ');
}

/**
 * The filters with their narrowest AND clause dropped (the later one on a tie), or undefined when nothing can be
 * dropped without losing the tray's subject: a single clause stays as it is.
 */
export function relaxFilters(filters: string): string | undefined {
  const clauses = splitTopLevel(filters, 'AND');
  if (clauses.length < 2) return undefined;
  let drop = 0;
  clauses.forEach((clause, index) => {
    if (specificity(clause) >= specificity(clauses[drop]!)) drop = index;
  });
  return clauses.filter((_, index) => index !== drop).join(' AND ');
}

/** The hits a tray needs before it stops retrying: the minimum, or fewer when the tray asks for fewer. */
export function tooFewHits(count: number, hitsPerPage: number): boolean {
  return count < Math.min(MIN_TRAY_HITS, hitsPerPage);
}

/** Products in order, each product once (the first colour met), at most `limit`, positions renumbered from 1. */
export function uniqueProducts(products: readonly ListingProduct[], limit: number): ListingProduct[] {
  const seen = new Set<string>();
  const kept: ListingProduct[] = [];
  for (const product of products) {
    if (kept.length >= limit) break;
    if (seen.has(product.productId)) continue;
    seen.add(product.productId);
    kept.push(product);
  }
  return kept.map((product, index) => ({ ...product, position: index + 1 }));
}

/** Lists taken in turns (first of each, then second of each...), so every bag product gets its say. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) merged.push(list[i]!);
  return merged;
}
