import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import { recordIn } from '../catalogue/product-records.ts';
import { combineFilters, matchesFilters, valuesAt, type FilterParams } from '../filters/index.ts';
import type { SearchService } from '../search-service.ts';

/**
 * The brute-force side of the compatibility tests: every record the engine holds, seen in one currency, and
 * filters evaluated record by record with `matchesFilters` (the reference evaluator of the filter grammar).
 */
export function referenceRecords(service: SearchService, currency: string): ProductRecord[] {
  const { engine } = service.catalogue;
  const records: ProductRecord[] = [];
  for (const id of engine.ids()) {
    const record = engine.get(id);
    const shown = record && recordIn(record, currency);
    if (shown) records.push(shown);
  }
  return records.sort((a, b) => a.objectID.localeCompare(b.objectID));
}

const asRecord = (record: ProductRecord) => record as unknown as Record<string, unknown>;

/** The records every filter parameter together lets through. */
export function bruteForce(records: readonly ProductRecord[], params: FilterParams): ProductRecord[] {
  const expression = combineFilters(params);
  return records.filter((record) => matchesFilters(asRecord(record), expression));
}

/** Facet value counts, keyed by the lower-cased value (facet values compare case-insensitively). */
export function facetCounts(records: readonly ProductRecord[], facet: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records)
    for (const value of new Set(valuesAt(asRecord(record), facet).map((v) => String(v).toLowerCase())))
      counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Products (distinct productIds) per facet value, keyed like `facetCounts`: what faceting after distinct answers. */
export function productCounts(records: readonly ProductRecord[], facet: string): Record<string, number> {
  const products: Record<string, Set<string>> = {};
  for (const record of records)
    for (const value of valuesAt(asRecord(record), facet).map((v) => String(v).toLowerCase()))
      (products[value] ??= new Set()).add(record.productId);
  return Object.fromEntries(Object.entries(products).map(([value, ids]) => [value, ids.size]));
}

/** An endpoint's facet answer keyed the same way as `facetCounts`. */
export function lowerKeys(counts: Readonly<Record<string, number>> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [value, count] of Object.entries(counts ?? {}))
    out[value.toLowerCase()] = (out[value.toLowerCase()] ?? 0) + count;
  return out;
}

/** min and max of a numeric attribute over some records; undefined when none has it. */
export function minMax(
  records: readonly ProductRecord[],
  attribute: string,
): { min: number; max: number } | undefined {
  const numbers = records.flatMap((record) =>
    valuesAt(asRecord(record), attribute).filter((value): value is number => typeof value === 'number'),
  );
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : undefined;
}

/** Distinct product ids of some records. */
export const productIds = (records: readonly { productId: string }[]) =>
  new Set(records.map((record) => record.productId));

/** The HTTP status of a rejected client call (the official clients raise ApiError with `status`). */
export async function statusOf(call: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await call;
    return 'resolved';
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    throw error;
  }
}
