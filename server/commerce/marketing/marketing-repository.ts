import type { Queryable } from '../../db/database.ts';
import { fieldIn, type FieldTranslations } from '../../lib/translated-text.ts';
import { sizeNameIn } from '../catalogue/size-names.ts';
import type { VariantDescription } from '../outbox/email-templates.ts';

/** A variant as a back-in-stock e-mail names it, with what its product page address is built from. */
export interface CatalogueVariant extends VariantDescription {
  slug: string;
  productId: string;
}

/** A pending back-in-stock request, claimed for its e-mail. */
export interface ClaimedRequest {
  email: string;
  siteId: string;
  language: string;
}

/** SQL for the marketing list and back-in-stock requests, one row per address and site (and sku). */
export const marketingRepository = {
  /**
   * Subscribe an address to a site's list, or subscribe a removed one again; answers false when it is already
   * subscribed. One statement decides, so two racing signups of one address give one subscription.
   */
  async subscribe(
    tx: Queryable,
    siteId: string,
    subscription: { email: string; language: string; interests: string[] },
    now: Date,
  ): Promise<boolean> {
    const [row] = await tx.query(
      `INSERT INTO marketing_subscriptions (email, site_id, language, interests, consent, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, true, 'SUBSCRIBED', $5, $5)
       ON CONFLICT (email, site_id) DO UPDATE
         SET language = EXCLUDED.language, interests = EXCLUDED.interests, consent = true, status = 'SUBSCRIBED',
             updated_at = EXCLUDED.updated_at
         WHERE marketing_subscriptions.status = 'REMOVED'
       RETURNING email`,
      [subscription.email, siteId, subscription.language, subscription.interests, now],
    );
    return row !== undefined;
  },

  /**
   * Add a vendor's entries to a subscribed address whose interests do not name that vendor yet; answers false when
   * there is no such subscription (the vendor already has the address). One statement decides, as for `subscribe`.
   */
  async addVendor(
    tx: Queryable,
    siteId: string,
    subscription: { email: string; vendor: string; entries: string[] },
    now: Date,
  ): Promise<boolean> {
    const [row] = await tx.query(
      `UPDATE marketing_subscriptions SET interests = interests || $4::text[], consent = true, updated_at = $5
       WHERE email = $1 AND site_id = $2 AND status = 'SUBSCRIBED' AND NOT ($3 = ANY (interests))
       RETURNING email`,
      [subscription.email, siteId, subscription.vendor, subscription.entries, now],
    );
    return row !== undefined;
  },

  /** Mark a subscribed address removed; an address that is not subscribed is left as it is. */
  async remove(db: Queryable, siteId: string, email: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE marketing_subscriptions SET status = 'REMOVED', updated_at = $3
       WHERE email = $1 AND site_id = $2 AND status = 'SUBSCRIBED'`,
      [email, siteId, now],
    );
  },

  /**
   * Record a back-in-stock request; answers true when it is new or asks again after a notification, false when an
   * identical request is still pending.
   */
  async requestBackInStock(
    tx: Queryable,
    siteId: string,
    request: { email: string; sku: string; language: string; newsletter: boolean },
    now: Date,
  ): Promise<boolean> {
    const [armed] = await tx.query(
      `INSERT INTO back_in_stock_requests (email, sku, site_id, language, newsletter, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email, sku, site_id) DO UPDATE
         SET language = EXCLUDED.language, newsletter = EXCLUDED.newsletter, created_at = EXCLUDED.created_at,
             notified_at = NULL
         WHERE back_in_stock_requests.notified_at IS NOT NULL
       RETURNING id`,
      [request.email, request.sku, siteId, request.language, request.newsletter, now],
    );
    return armed !== undefined;
  },

  /**
   * What a back-in-stock e-mail names about a sku, from the catalogue, in `language` (the shopper's: product, colour
   * and size names as the product page shows them); undefined for an unknown sku.
   */
  async describeVariant(db: Queryable, sku: string, language: string): Promise<CatalogueVariant | undefined> {
    const [row] = await db.query<{
      name: string;
      brand_name: string;
      colour_name: string;
      size_name: string;
      slug: string;
      product_id: string;
      product_translations: FieldTranslations;
      colour_translations: FieldTranslations;
    }>(
      `SELECT p.name, p.brand_name, c.colour_name, s.size_name, p.slug, p.product_id,
              p.translations AS product_translations, c.translations AS colour_translations FROM skus s
       JOIN products p ON p.product_id = s.product_id
       JOIN product_colours c ON c.product_id = s.product_id AND c.colour_slug = s.colour_slug
       WHERE s.sku = $1`,
      [sku],
    );
    return row
      ? {
          productName: fieldIn(row.product_translations, 'name', language, row.name),
          brand: row.brand_name,
          colour: fieldIn(row.colour_translations, 'name', language, row.colour_name),
          size: sizeNameIn(row.size_name, language),
          slug: row.slug,
          productId: row.product_id,
        }
      : undefined;
  },

  /**
   * Take up to `limit` of the returns to stock the database noted, oldest first, deleting them in the caller's
   * transaction; rows another worker holds are skipped, so two workers never take the same return.
   */
  async takeStockReturns(tx: Queryable, limit: number): Promise<string[]> {
    const rows = await tx.query<{ sku: string }>(
      `DELETE FROM stock_returns WHERE id IN (
         SELECT id FROM stock_returns ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING sku`,
      [limit],
    );
    return rows.map((row) => row.sku);
  },

  /**
   * Mark the pending requests of a sku on the given sites notified and answer them. One statement decides: a
   * concurrent claim of the same rows waits for this one and then finds them notified, so each is claimed once.
   */
  async claimPendingRequests(
    tx: Queryable,
    sku: string,
    siteIds: readonly string[],
    now: Date,
  ): Promise<ClaimedRequest[]> {
    const rows = await tx.query<{ email: string; site_id: string; language: string }>(
      `UPDATE back_in_stock_requests SET notified_at = $3
       WHERE sku = $1 AND site_id = ANY($2) AND notified_at IS NULL
       RETURNING email, site_id, language`,
      [sku, siteIds, now],
    );
    return rows.map((row) => ({ email: row.email, siteId: row.site_id, language: row.language }));
  },
};
