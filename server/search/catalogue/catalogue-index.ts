import type { Queryable } from '../../db/database.ts';
import { SearchEngine } from '../engine/search-engine.ts';
import { toEngineDocument } from './catalogue-documents.ts';
import { toCatalogueRecords, type CatalogueRecord } from './product-records.ts';
import { readAllProducts, readProducts, type ProductSearchRow } from './record-reader.ts';

/** How long a change may take to commit after its sequence number was drawn; later ones are read again. */
const COMMIT_GRACE_MS = 2000;

/**
 * Every site's product records in one engine, kept in step with the database: the catalogue is read once, then
 * products named in `search_changes` (filled by triggers) are read again and replaced in place.
 */
export class CatalogueIndex {
  readonly engine = new SearchEngine<CatalogueRecord>();
  private readonly objectIds = new Map<string, string[]>();
  /** Highest change applied, with when it was seen: a poll re-reads changes newer than the grace period. */
  private readonly seen: { at: number; seq: number }[] = [];

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    const [mark] = await this.db.query<{ seq: string | null }>(
      'SELECT max(seq)::text AS seq FROM search_changes',
    );
    for await (const rows of readAllProducts(this.db)) for (const row of rows) this.apply(row);
    this.seen.push({ at: this.now(), seq: Number(mark?.seq ?? 0) });
  }

  /** Apply changes since the last poll; answers the product ids it refreshed. */
  async sync(): Promise<string[]> {
    const now = this.now();
    // Re-read from the newest mark old enough that every change numbered below it has committed.
    while (this.seen.length > 1 && now - this.seen[1]!.at >= COMMIT_GRACE_MS) this.seen.shift();
    const from = this.seen[0]?.seq ?? 0;
    const changes = await this.db.query<{ product_id: string; seq: string }>(
      'SELECT product_id, seq::text AS seq FROM search_changes WHERE seq > $1 ORDER BY seq LIMIT 5000',
      [from],
    );
    if (changes.length === 0) return [];
    const ids = [...new Set(changes.map((change) => change.product_id))];
    const rows = await readProducts(this.db, ids);
    const found = new Set(rows.map((row) => row.product_id));
    for (const row of rows) this.apply(row);
    for (const id of ids) if (!found.has(id)) this.replace(id, []);
    this.seen.push({ at: now, seq: Math.max(...changes.map((change) => Number(change.seq))) });
    return ids;
  }

  private apply(row: ProductSearchRow): void {
    this.replace(row.product_id, toCatalogueRecords(row));
  }

  private replace(productId: string, records: CatalogueRecord[]): void {
    const keep = new Set(records.map((record) => record.base.objectID));
    for (const id of this.objectIds.get(productId) ?? []) if (!keep.has(id)) this.engine.remove(id);
    for (const record of records) this.engine.upsert(toEngineDocument(record));
    if (records.length) this.objectIds.set(productId, [...keep]);
    else this.objectIds.delete(productId);
  }
}
