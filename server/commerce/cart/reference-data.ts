import type { Queryable } from '../../db/database.ts';
import type { DiscountRule } from './discount-rules.ts';
import { ShortCache } from './short-cache.ts';
import { referenceRepository, type ShippingMethod, type TaxRate } from './reference-repository.ts';

/** Reference data changes rarely and is read on every cart call: kept for a few seconds. */
const TTL_MS = 5000;

/**
 * Entries kept at once: every country's methods and rates and every site's campaigns fit many times over, while
 * someone trying code after code can only push out other codes, never grow the process.
 */
const MAX_ENTRIES = 2000;

/** Shipping methods, tax rates and campaigns, cached briefly per process. */
export class ReferenceData {
  private readonly cache: ShortCache<unknown>;

  constructor(now: () => number = Date.now) {
    this.cache = new ShortCache(TTL_MS, MAX_ENTRIES, now);
  }

  shippingMethods(db: Queryable, country: string): Promise<ShippingMethod[]> {
    return this.cached(`shipping:${country}`, () => referenceRepository.shippingMethods(db, country));
  }

  taxRates(db: Queryable, country: string): Promise<TaxRate[]> {
    return this.cached(`tax:${country}`, () => referenceRepository.taxRates(db, country));
  }

  /** Campaigns (discounts without a code) that may concern a site; dates and limits are checked by the caller. */
  campaigns(db: Queryable, siteId: string): Promise<DiscountRule[]> {
    return this.cached(`campaigns:${siteId}`, () => referenceRepository.campaigns(db, siteId));
  }

  /** A voucher by code (any case). Usage counts may lag by the cache time; placement checks them again. */
  voucher(db: Queryable, code: string): Promise<DiscountRule | undefined> {
    const upper = code.toUpperCase();
    return this.cached(`voucher:${upper}`, () => referenceRepository.voucher(db, upper));
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }
}
