import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { backInStockRequested, signupConfirmation, type MailContent } from '../outbox/email-templates.ts';
import type { MailLogger, OutboxService } from '../outbox/outbox-service.ts';
import { checkInterests, vendorEntries, type InterestSource } from './interest-groups.ts';
import { marketingRepository as marketing } from './marketing-repository.ts';
import { isUnsubscribeToken, unsubscribeUrl } from './unsubscribe-link.ts';

/**
 * A signup as the form sends it: interests are the comma-separated ids the shopper ticked, of `vendor` when the form
 * names one (it sends one signup per marketing vendor).
 */
export interface SubscribeRequest {
  email: string;
  language: string;
  interests: string;
  vendor?: string | undefined;
}

/** A back-in-stock request for one sku; `newsletter` is the modal's consent to the marketing list too. */
export interface BackInStockRequest {
  email: string;
  sku: string;
  language: string;
  newsletter: boolean;
}

/** What the marketing service uses: the database, the clock, the outbox and the interests each site offers. */
export interface MarketingServiceDependencies {
  db: Database;
  now: () => Date;
  outbox: Pick<OutboxService, 'enqueue'>;
  interests: InterestSource;
  /** Signs the unsubscribe link of every marketing e-mail; `origin` starts it (empty: the link starts at the path). */
  unsubscribe: { secret: string; origin: string };
}

/** E-mail signup and back-in-stock requests, each with its acknowledgement e-mail queued in the same transaction. */
export class MarketingService {
  constructor(private readonly deps: MarketingServiceDependencies) {}

  /**
   * Subscribe an address with the interests it ticked (each must be offered by the site, or by the vendor named): 409
   * EMAIL_EXISTS when it is already subscribed to this site (for a vendor's signup: already on that vendor's list); a
   * removed address subscribes again. A vendor's signup of an address another vendor's signup has just subscribed
   * joins that subscription, with no second confirmation e-mail.
   */
  async subscribe(site: CommerceSite, request: SubscribeRequest, log?: MailLogger): Promise<void> {
    const { vendor } = request;
    const ids = await checkInterests(request.interests, site, request.language, this.deps.interests, vendor);
    const interests = vendor === undefined ? ids : vendorEntries(vendor, ids);
    await this.deps.db.transaction(async (tx) => {
      if (await this.upsertSubscription(tx, site, { ...request, interests }, log)) return;
      const joined =
        vendor !== undefined &&
        (await marketing.addVendor(
          tx,
          site.siteId,
          { email: request.email, vendor, entries: interests },
          this.deps.now(),
        ));
      if (!joined) throw new ApiError(409, 'EMAIL_EXISTS', 'This address is already subscribed');
    });
  }

  /**
   * Remove an address from the site's list, proven by the token of the link e-mailed to it (403 otherwise, so no one
   * can take someone else off the list). Quietly does nothing for an address that is not subscribed.
   */
  async remove(site: CommerceSite, email: string, token: string): Promise<void> {
    if (!this.provesAddress(site, email, token))
      throw new ApiError(403, 'UNSUBSCRIBE_LINK_INVALID', 'Use the unsubscribe link from one of our e-mails');
    await marketing.remove(this.deps.db, site.siteId, email, this.deps.now());
  }

  /** The token is the one the shop signed into the unsubscribe link it e-mailed to this address for this site. */
  provesAddress(site: CommerceSite, email: string, token: string): boolean {
    return isUnsubscribeToken(this.deps.unsubscribe.secret, site.siteId, email, token);
  }

  /**
   * Record the request once per address, sku and site: a repeat while it is pending changes nothing and sends no
   * second e-mail; a repeat after the shopper was notified asks again.
   */
  async requestBackInStock(site: CommerceSite, request: BackInStockRequest, log?: MailLogger): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const variant = await marketing.describeVariant(tx, request.sku, request.language);
      if (!variant)
        throw new ApiError(404, 'VARIANT_NOT_FOUND', `No variant ${request.sku} in the catalogue`);
      if (await marketing.requestBackInStock(tx, site.siteId, request, this.deps.now()))
        await this.mail(tx, site, request.email, backInStockRequested(variant, request.language), log);
      // The modal's checkbox is consent: a removed address subscribes again, a subscribed one stays.
      if (request.newsletter) await this.upsertSubscription(tx, site, { ...request, interests: [] }, log);
    });
  }

  /** True when the address is now newly subscribed (and its confirmation queued). */
  private async upsertSubscription(
    tx: Queryable,
    site: CommerceSite,
    subscription: { email: string; language: string; interests: string[] },
    log?: MailLogger,
  ): Promise<boolean> {
    const subscribed = await marketing.subscribe(tx, site.siteId, subscription, this.deps.now());
    if (subscribed) {
      const { secret, origin } = this.deps.unsubscribe;
      const link = unsubscribeUrl(origin, secret, site.siteId, subscription.email);
      await this.mail(tx, site, subscription.email, signupConfirmation(link, subscription.language), log);
    }
    return subscribed;
  }

  private mail(tx: Queryable, site: CommerceSite, recipient: string, content: MailContent, log?: MailLogger) {
    return this.deps.outbox.enqueue(tx, { ...content, recipient, siteId: site.siteId }, log);
  }
}
