/** The listing URL query: the shareable, back-button-safe form of the listing state. */
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { emptyListingState, unique, type ListingState, type NumericSelection } from './listing-state.ts';

/** Parameters the listing owns; a filter may not take one of these names. */
const RESERVED = new Set(['sortBy', 'page', 'query', 'featuredProductIds', 'featuredCollections']);

// Lists are comma separated, so a comma inside a tag (and `%`, the escape's own mark) is escaped to stay one tag.
const escapeItem = (item: string) => item.replace(/%/g, '%25').replace(/,/g, '%2C');
const unescapeItem = (item: string) => item.replace(/%(25|2C)/gi, (code) => (code === '%25' ? '%' : ','));

function parseList(raw: string | null): string[] {
  if (raw === null) return [];
  return unique(
    raw
      .split(',')
      .map((item) => unescapeItem(item).trim())
      .filter((item) => item !== ''),
  );
}

function parseBound(raw: string | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** `20,80`, `,80` or `20,`; kept only with a non-zero bound and a min not above the max. */
function parseNumeric(raw: string | null): NumericSelection | undefined {
  if (raw === null) return undefined;
  const sides = raw.split(',');
  if (sides.length > 2) return undefined;
  const min = parseBound(sides[0]);
  const max = parseBound(sides[1]);
  if (!min && !max) return undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads a listing URL; unknown parameters and filters the site does not define are ignored. */
export function parseListingParams(
  params: URLSearchParams,
  definitions: readonly FilterDefinition[],
  defaultSort: string,
): ListingState {
  const filters: Record<string, string[]> = {};
  const numeric: Record<string, NumericSelection> = {};
  for (const definition of definitions) {
    if (RESERVED.has(definition.name)) continue;
    const raw = params.get(definition.name);
    if (definition.metadata.filterType === 'numeric') {
      const selection = parseNumeric(raw);
      if (selection) numeric[definition.name] = selection;
    } else {
      const tags = parseList(raw);
      if (tags.length > 0) filters[definition.name] = tags;
    }
  }
  return {
    ...emptyListingState(defaultSort),
    query: params.get('query') ?? '',
    sortBy: params.get('sortBy')?.trim() || defaultSort,
    page: parsePage(params.get('page')),
    filters,
    numeric,
    featuredProductIds: parseList(params.get('featuredProductIds')),
    featuredCollections: parseList(params.get('featuredCollections')),
  };
}

// `+` for spaces reads better in the address bar; URLSearchParams decodes both.
const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
const encodeList = (items: readonly string[]) => unique(items).map(escapeItem).map(encode).join(',');

function encodeNumeric({ min, max }: NumericSelection): string | undefined {
  const side = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? String(value) : '';
  const text = `${side(min)},${side(max)}`;
  return text === ',' ? undefined : text;
}

/** The `?...` string of a listing: stable order (so equal states give equal URLs), defaults left out. */
export function listingSearch(state: ListingState, defaultSort: string): string {
  const parts: string[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value) parts.push(`${encode(name)}=${value}`);
  };
  if (state.sortBy !== defaultSort) add('sortBy', encode(state.sortBy));
  if (Number.isSafeInteger(state.page) && state.page > 1) add('page', String(state.page));
  if (state.query !== '') add('query', encode(state.query));
  add('featuredProductIds', encodeList(state.featuredProductIds));
  add('featuredCollections', encodeList(state.featuredCollections));

  const filterValues = new Map<string, string | undefined>();
  for (const [name, selection] of Object.entries(state.numeric))
    filterValues.set(name, encodeNumeric(selection));
  for (const [name, tags] of Object.entries(state.filters)) filterValues.set(name, encodeList(tags));
  const names = [...filterValues.keys()].filter((name) => !RESERVED.has(name)).sort();
  for (const name of names) add(name, filterValues.get(name));

  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
