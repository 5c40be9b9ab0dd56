import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SESSION_HEADER,
  STOREFRONT_CLIENT_ID,
  STOREFRONT_CLIENT_KEY,
} from '../../schemas/api/conventions.ts';
import type { CommerceContext } from '../api/context.ts';
import { createCommerceContext } from '../api/create-context.ts';
import { issueAccessTokenFor } from '../identity/index.ts';
import { buildApp } from '../app.ts';
import type { DeploymentSettings } from '../lib/deployment-settings.ts';
import type { Database } from '../db/database.ts';
import { fixturesDir } from '../test-helper.ts';
import type { TestDatabaseKind } from './test-databases.ts';

/** The repository's demo content: real sites (uk, us, ae, jp) with their currencies and limits. */
export const demoContentDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content-fixtures');
export const SITE_TAG = 'storefront-demo';
export const BASIC_AUTHORIZATION = `Basic ${Buffer.from(`${STOREFRONT_CLIENT_ID}:${STOREFRONT_CLIENT_KEY}`).toString('base64')}`;

export interface CommerceHarness {
  app: FastifyInstance;
  db: Database;
  context: CommerceContext;
  /** Move the clock (vouchers, session expiry). */
  setNow(date: Date): void;
  /**
   * A bearer access token the API accepts for this account, as the identity service would issue it after sign-in
   * (tests of signed-in calls use this rather than minting tokens themselves).
   */
  bearerFor(
    account: { accountId: string; email: string },
    options?: { expiresInSeconds?: number; now?: Date },
  ): Promise<string>;
  /** A shopper with its own session (created on first use of `session()`), calling from `remoteAddress` if given. */
  shopper(options?: {
    sitePublicId?: string;
    language?: string;
    bearer?: string;
    remoteAddress?: string;
  }): TestShopper;
  close(): Promise<void>;
}

export interface TestShopper {
  /** Create the session (done lazily by `call` otherwise) and return its signed id. */
  session(): Promise<string>;
  call(
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Like `call` but the JSON body parsed, failing loudly on an unexpected status. */
  json<T = Record<string, unknown>>(
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    expectStatus?: number,
  ): Promise<T>;
  sessionId?: string;
}

/** An API server over a fresh database of `kind` and the demo content, for integration tests. */
export async function startCommerce(
  kind: TestDatabaseKind,
  options: {
    deployment?: DeploymentSettings;
    contentDir?: string;
    env?: NodeJS.ProcessEnv;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<CommerceHarness> {
  const db = await kind.open();
  let now = new Date('2026-11-25T12:00:00Z');
  const contentDir = options.contentDir ?? demoContentDir;
  const context = await createCommerceContext(db, contentDir, {
    now: () => now,
    // Password hashing at production cost would make every sign-up slow, and every test shopper signs up and guesses
    // from one address; the identity tests of hashing and of those limits set their own values.
    env: {
      IDENTITY_SCRYPT_COST: '4',
      IDENTITY_CODE_SENDS_PER_ADDRESS: '10000',
      IDENTITY_CODE_CHECKS_PER_ADDRESS: '10000',
      IDENTITY_SIGN_IN_FAILURES_PER_ADDRESS: '10000',
      ...options.env,
    },
  });
  // Tests send many signups from one address; the rate limit has its own test, which lowers this.
  context.limits.mailPerMinute = 10_000;
  // Every test shopper calls from the same address; the voucher limits have their own tests, which lower this.
  context.limits.voucherAttemptsPerAddress = 10_000;
  // Likewise for order lookups and payment attempts; their abuse tests lower these.
  context.limits.orderLookupsPerAddress = 10_000;
  context.limits.paymentAttemptsPerAddress = 10_000;
  // And for orders waiting for payment; the caps' own tests lower this.
  context.limits.openOrdersPerAddress = 10_000;
  const app = await buildApp({
    contentDir,
    distDir: join(fixturesDir, 'dist'),
    serverRenderDir: join(fixturesDir, 'no-dist-ssr'),
    commerce: context,
    deployment: options.deployment,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const withSiteTag = (path: string) => `${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`;

  return {
    app,
    db,
    context,
    setNow: (date) => {
      now = date;
    },
    bearerFor: (account, tokenOptions) => issueAccessTokenFor(context.identity, account, tokenOptions),
    shopper(options = {}) {
      const authorization = options.bearer ? `Bearer ${options.bearer}` : BASIC_AUTHORIZATION;
      const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
      const shopper: TestShopper = {
        async session() {
          if (shopper.sessionId) return shopper.sessionId;
          const response = await app.inject({
            method: 'POST',
            url: withSiteTag(options.bearer ? '/api/session' : '/api/basic-session'),
            headers: { authorization },
            ...from,
            payload: {
              language: options.language ?? 'en',
              sitePublicId: options.sitePublicId ?? 'maison-nord-uk',
            },
          });
          if (response.statusCode !== 200)
            throw new Error(`session: ${response.statusCode} ${response.body}`);
          shopper.sessionId = response.headers[SESSION_HEADER] as string;
          return shopper.sessionId;
        },
        async call(method, path, body, headers = {}) {
          const sessionId = await shopper.session();
          return app.inject({
            method,
            url: withSiteTag(path),
            headers: { authorization, [SESSION_HEADER]: sessionId, ...headers },
            ...from,
            ...(body === undefined ? {} : { payload: body as object }),
          });
        },
        async json(method, path, body, expectStatus = 200) {
          const response = await shopper.call(method, path, body);
          if (response.statusCode !== expectStatus)
            throw new Error(
              `${method} ${path}: expected ${expectStatus}, got ${response.statusCode} ${response.body}`,
            );
          return (response.body ? response.json() : undefined) as never;
        },
      };
      return shopper;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
