import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database.ts';
import { loadSecret } from '../db/secrets.ts';
import { positiveSetting } from '../lib/setting-values.ts';

/** The card-field encryption the provider's client key is for (as Adyen's checkout components use). */
export const CARD_KEY_ALGORITHM = 'RSA-OAEP-256';
export const CARD_CONTENT_ENCRYPTION = 'A256GCM';

/**
 * How the shop and the payment provider reach each other. The sandbox provider runs in this process, so both halves
 * are read from here; pointing `providerUrl` at a real provider (with its key, client key and HMAC key) swaps it.
 */
export interface PaymentSettings {
  environment: 'test' | 'live';
  merchantAccount: string;
  /** The shop's API key: the provider refuses calls without it (`x-api-key`). */
  apiKey: string;
  /** The notification HMAC key, hex, shared by provider and shop. */
  hmacKeyHex: string;
  /** The provider's public key (JWK) the browser encrypts card fields with. */
  clientKey: JWK & { kty: string; n: string; e: string };
  /** The sandbox provider's private key; only the provider reads it. */
  privateKey: CryptoKey;
  /** Signs the sandbox provider's page and result tokens. */
  tokenSecret: string;
  /** The provider's base URL (`…/v71`); unset: the sandbox in this process, called without a socket. */
  providerUrl?: string;
  /** Where the provider posts notifications; unset: this process's /api/payments/notifications. */
  webhookUrl?: string;
  /** Test hook: the sandbox authorises and then never answers (the crash test kills the server meanwhile). */
  hangAfterAuthorise: boolean;
  /**
   * Minutes a shopper has on the provider's approval or 3-D Secure page: the sandbox refuses the page after it, and
   * the shop holds an unpaid order's stock no longer than this plus `holdGraceMinutes`.
   */
  approvalMinutes: number;
  /** Minutes past the approval window before the sweeper cancels an unpaid order: time for a late return or webhook. */
  holdGraceMinutes: number;
}

/**
 * Read the payment settings: PAYMENTS_API_KEY, PAYMENTS_HMAC_KEY (hex), PAYMENTS_MERCHANT_ACCOUNT, PAYMENTS_URL,
 * PAYMENTS_WEBHOOK_URL and PAYMENTS_PRIVATE_JWK (the sandbox key pair, JSON); keys not given are generated (the key
 * pair at each start, the others once, kept in app_secrets). PAYMENTS_APPROVAL_MINUTES (default 10) and
 * PAYMENTS_HOLD_GRACE_MINUTES (default 2) bound how long an unpaid order holds its stock.
 */
export async function loadPaymentSettings(db: Database, env: NodeJS.ProcessEnv): Promise<PaymentSettings> {
  const apiKey = env.PAYMENTS_API_KEY ?? (await loadSecret(db, 'payments_api_key', {}));
  const hmacKeyHex =
    env.PAYMENTS_HMAC_KEY ??
    createHash('sha256')
      .update(await loadSecret(db, 'payments_hmac_key', {}))
      .digest('hex');
  const tokenSecret = await loadSecret(db, 'payments_sandbox_token_secret', {});
  const { privateKey, clientKey } = await cardKeys(env.PAYMENTS_PRIVATE_JWK);
  return {
    environment: 'test',
    merchantAccount: env.PAYMENTS_MERCHANT_ACCOUNT ?? 'StorefrontDemoECOM',
    apiKey,
    hmacKeyHex,
    clientKey,
    privateKey,
    tokenSecret,
    providerUrl: env.PAYMENTS_URL || undefined,
    webhookUrl: env.PAYMENTS_WEBHOOK_URL || undefined,
    hangAfterAuthorise: env.PAYMENTS_SANDBOX_HANG_AFTER_AUTHORISE === '1',
    approvalMinutes: positiveSetting('PAYMENTS_APPROVAL_MINUTES', env.PAYMENTS_APPROVAL_MINUTES, 10),
    holdGraceMinutes: positiveSetting('PAYMENTS_HOLD_GRACE_MINUTES', env.PAYMENTS_HOLD_GRACE_MINUTES, 2),
  };
}

async function cardKeys(privateJwkText: string | undefined) {
  let privateKey: CryptoKey;
  let publicJwk: JWK;
  if (privateJwkText) {
    const privateJwk = JSON.parse(privateJwkText) as JWK;
    privateKey = (await importJWK(privateJwk, CARD_KEY_ALGORITHM)) as CryptoKey;
    publicJwk = { kty: privateJwk.kty, n: privateJwk.n, e: privateJwk.e };
  } else {
    const pair = await generateKeyPair(CARD_KEY_ALGORITHM, { extractable: true });
    privateKey = pair.privateKey;
    publicJwk = await exportJWK(pair.publicKey);
  }
  const kid = createHash('sha256').update(String(publicJwk.n)).digest('base64url').slice(0, 16);
  return {
    privateKey,
    clientKey: { kty: 'RSA', n: publicJwk.n!, e: publicJwk.e!, alg: CARD_KEY_ALGORITHM, kid },
  };
}
