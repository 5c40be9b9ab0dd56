import type { Database } from '../db/database.ts';
import type { Identity } from '../identity/index.ts';
import type { PaymentSettings } from './payment-settings.ts';
import type { CommerceSite, SiteDirectory } from './site-directory.ts';

/** The commerce back end's configuration and shared handles, which `createCommerceServices` hands out to each service. */
export interface CommerceContext {
  db: Database;
  sites: SiteDirectory;
  /** The operator's content root (interest groups, campaigns and other per-site files). */
  contentDir: string;
  secrets: { session: string; orderLookup: string; captcha: string; gate: string; marketing: string };
  /** The user pool (local, or a remote Cognito pool) and the check of the access tokens signed-in shoppers send. */
  identity: Identity;
  /** The payment provider: where it is, its keys, and the shop's credentials with it. */
  payments: PaymentSettings;
  /** Scheme and host of the shop's own links in e-mails (order confirmation), e.g. `https://www.maisonnord.com`. */
  storefrontOrigin: string;
  /** Limits an operator may tune; tests raise or lower them at run time. */
  limits: {
    /** Calls per minute per client address to the routes that make the shop send e-mail (signup, back-in-stock, helpdesk). */
    mailPerMinute: number;
    /** Refused voucher codes per shopping session per 15 minutes, before 429 (stops guessing codes). */
    voucherAttemptsPerSession: number;
    /** Refused voucher codes per client address per 15 minutes, whatever the session. */
    voucherAttemptsPerAddress: number;
    /** Bytes of helpdesk attachments one client address may send per hour; past it, 429 until its hour ends. */
    helpdeskUploadBytesPerHour: number;
    /** Days helpdesk attachments are kept; the retention sweep deletes older ones. */
    helpdeskAttachmentRetentionDays: number;
    /** Cards an account may try to save per hour, before 429 (each try is a verification at the provider). */
    savedCardAddsPerAccount: number;
    /** Cards one client address may try to save per hour, whatever the account (stops card testing). */
    savedCardAddsPerAddress: number;
    /** Guest order lookups (reference and e-mail or phone) per client address per 15 minutes (stops enumerating). */
    orderLookupsPerAddress: number;
    /** Payment attempts (placing an order, finishing a payment) per client address per 15 minutes (card testing). */
    paymentAttemptsPerAddress: number;
    /** Orders waiting for payment at once per shopping session; past it, placing answers 429. */
    openOrdersPerSession: number;
    /** Orders waiting for payment at once per signed-in account, whatever the session. */
    openOrdersPerAccount: number;
    /** Orders waiting for payment at once per client address (an IPv6 client by its /64), whatever the session. */
    openOrdersPerAddress: number;
  };
  /** The clock, replaceable in tests (voucher dates, session expiry, ship dates). */
  now: () => Date;
}

/** A shopping session row with its site, as resolved for the current request. */
export interface ShoppingSession {
  id: string;
  siteId: string;
  language: string;
  accountId: string | null;
  expiresAt: Date;
  site: CommerceSite;
}

/** Who is calling: the session (if one was sent and is valid) and the signed-in account (if a bearer token was). */
export interface Shopper {
  session?: ShoppingSession;
  /** The signed id the caller sent for `session`. */
  sessionToken?: string;
  account?: { accountId: string; email: string };
  /** Site named by the subfolder header, used before a session exists. */
  subfolderSite?: CommerceSite;
}

declare module 'fastify' {
  interface FastifyRequest {
    shopper: Shopper;
  }
}
