import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import type { Queryable } from '../../db/database.ts';
import {
  backInStockRequested,
  signupConfirmation,
  type MailContent,
  type VariantDescription,
} from '../outbox/email-templates.ts';
import { Outbox, type MailLogger } from '../outbox/outbox.ts';

export interface Subscription {
  email: string;
  language: string;
  interests: string[];
}

export interface BackInStockRequest {
  email: string;
  sku: string;
  language: string;
  newsletter: boolean;
}

/** E-mail signup and back-in-stock requests (spec 2 section 7.7), each with its acknowledgement e-mail. */
export class MarketingService {
  private readonly outbox: Outbox;

  constructor(private readonly context: CommerceContext) {
    this.outbox = new Outbox(context.db);
  }

  /** 409 EMAIL_EXISTS when the address is already subscribed to this site; a removed address subscribes again. */
  async subscribe(site: CommerceSite, subscription: Subscription, log?: MailLogger): Promise<void> {
    await this.context.db.transaction(async (tx) => {
      if (!(await this.upsertSubscription(tx, site, subscription, log)))
        throw new ApiError(409, 'EMAIL_EXISTS', 'This address is already subscribed');
    });
  }

  /** Quietly does nothing for an address that is not subscribed, so the answer reveals nothing. */
  async remove(site: CommerceSite, email: string): Promise<void> {
    await this.context.db.query(
      `UPDATE marketing_subscriptions SET status = 'REMOVED', updated_at = $3
       WHERE email = $1 AND site_id = $2 AND status = 'SUBSCRIBED'`,
      [email, site.siteId, this.context.now()],
    );
  }

  /**
   * Record the request once per address, sku and site: a repeat while it is pending changes nothing and sends no
   * second e-mail; a repeat after the shopper was notified asks again.
   */
  async requestBackInStock(site: CommerceSite, request: BackInStockRequest, log?: MailLogger): Promise<void> {
    await this.context.db.transaction(async (tx) => {
      const variant = await this.describeVariant(tx, request.sku);
      if (!variant)
        throw new ApiError(404, 'VARIANT_NOT_FOUND', `No variant ${request.sku} in the catalogue`);
      const [armed] = await tx.query(
        `INSERT INTO back_in_stock_requests (email, sku, site_id, language, newsletter, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email, sku, site_id) DO UPDATE
           SET language = EXCLUDED.language, newsletter = EXCLUDED.newsletter, created_at = EXCLUDED.created_at,
               notified_at = NULL
           WHERE back_in_stock_requests.notified_at IS NOT NULL
         RETURNING id`,
        [request.email, request.sku, site.siteId, request.language, request.newsletter, this.context.now()],
      );
      if (armed) await this.mail(tx, site, request.email, backInStockRequested(variant), log);
      // The modal's checkbox is consent: a removed address subscribes again, a subscribed one stays.
      if (request.newsletter) await this.upsertSubscription(tx, site, { ...request, interests: [] }, log);
    });
  }

  /** True when the address is now newly subscribed (and its confirmation queued). */
  private async upsertSubscription(
    tx: Queryable,
    site: CommerceSite,
    subscription: Subscription,
    log?: MailLogger,
  ): Promise<boolean> {
    // One statement decides, so two racing signups of one address give one subscription and one 409.
    const [row] = await tx.query(
      `INSERT INTO marketing_subscriptions (email, site_id, language, interests, consent, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, true, 'SUBSCRIBED', $5, $5)
       ON CONFLICT (email, site_id) DO UPDATE
         SET language = EXCLUDED.language, interests = EXCLUDED.interests, consent = true, status = 'SUBSCRIBED',
             updated_at = EXCLUDED.updated_at
         WHERE marketing_subscriptions.status = 'REMOVED'
       RETURNING email`,
      [subscription.email, site.siteId, subscription.language, subscription.interests, this.context.now()],
    );
    if (row) await this.mail(tx, site, subscription.email, signupConfirmation(), log);
    return row !== undefined;
  }

  private async describeVariant(tx: Queryable, sku: string): Promise<VariantDescription | undefined> {
    const [row] = await tx.query<{
      name: string;
      brand_name: string;
      colour_name: string;
      size_name: string;
    }>(
      `SELECT p.name, p.brand_name, c.colour_name, s.size_name FROM skus s
       JOIN products p ON p.product_id = s.product_id
       JOIN product_colours c ON c.product_id = s.product_id AND c.colour_slug = s.colour_slug
       WHERE s.sku = $1`,
      [sku],
    );
    return row
      ? { productName: row.name, brand: row.brand_name, colour: row.colour_name, size: row.size_name }
      : undefined;
  }

  private mail(tx: Queryable, site: CommerceSite, recipient: string, content: MailContent, log?: MailLogger) {
    return this.outbox.enqueue(tx, { ...content, recipient, siteId: site.siteId }, log);
  }
}
