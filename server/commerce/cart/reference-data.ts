import type { Queryable } from '../../db/database.ts';
import type { DiscountRule } from './discount-rules.ts';
import { referenceRepository, type ShippingMethod, type TaxRate } from './reference-repository.ts';

/** Reference data changes rarely and is read on every cart call: kept for a few seconds. */
const TTL_MS = 5000;

/** Shipping methods, tax rates and campaigns, cached briefly per process. */
export class ReferenceData {
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(private readonly now: () => number = Date.now) {}

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

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < TTL_MS) return hit.value as T;
    const value = await load();
    this.cache.set(key, { at: this.now(), value });
    return value;
  }
}
