import type { Queryable } from '../db/database.ts';

/** How often the catalogue's version is read again: a change shows in kept pages within about this long. */
export const CATALOGUE_VERSION_POLL_MS = 500;

/**
 * The catalogue as an anonymous page shows it, as one string that changes whenever a page could: the newest change
 * to a product, colour, price, size, stock or sale (the search sync's change numbers, filled by triggers, so a change
 * written by any server process counts) and the merchandising rules. Read every `pollMs` while pages are being kept;
 * undefined until the first read, and while the database cannot be read, so nothing is kept blind.
 */
export class CatalogueVersion {
  private value: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly pollMs = CATALOGUE_VERSION_POLL_MS,
  ) {}

  /** The version last read; the first call starts the polling (a process that keeps no page never polls). */
  current(): string | undefined {
    if (!this.timer) {
      this.timer = setInterval(() => void this.refresh(), this.pollMs);
      this.timer.unref();
      void this.refresh();
    }
    return this.value;
  }

  /** Read the version now (calls at the same time share one read). */
  refresh(): Promise<void> {
    this.reading ??= this.db
      .query<{ seq: string; rules: string }>(
        `SELECT (SELECT coalesce(max(seq), 0) FROM search_changes)::text AS seq,
                (SELECT md5(coalesce(string_agg(index_name || ' ' || object_id || ' ' || rule::text, ','
                   ORDER BY index_name, object_id), '')) FROM search_rules) AS rules`,
      )
      .then(
        ([row]) => {
          this.value = row ? `${row.seq}:${row.rules}` : undefined;
        },
        () => {
          this.value = undefined;
        },
      )
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
