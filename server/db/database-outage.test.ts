import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts, skuOf } from '../test-support/catalogue-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../test-support/commerce-harness.ts';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

interface Answer {
  status: number;
  code?: string;
}

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
const url = process.env.TEST_DATABASE_URL;

/**
 * The database server dropping every connection (a restart, a failover) while shoppers are adding to their bags:
 * the calls caught in it answer a clear 503 with a catalogue code, and the same server answers again afterwards.
 */
describe.skipIf(!postgres)('the database dropping every connection under load', () => {
  let harness: CommerceHarness;
  let admin: pg.Client;
  let applicationName: string;
  beforeAll(async () => {
    harness = await startCommerce(postgres!);
    await insertFixtureProducts(harness.db, [{ productId: 'OUTAGE1', stock: { 'black-m': 1_000_000_000 } }]);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const [row] = await harness.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    applicationName = `storefront:${row!.schema}`;
  });
  afterAll(async () => {
    await admin.end();
    await harness.close();
  });

  const record = (statuses: Answer[], response: { statusCode: number; json(): unknown }) => {
    statuses.push({
      status: response.statusCode,
      ...(response.statusCode >= 400 ? { code: (response.json() as { code: string }).code } : {}),
    });
    return response.statusCode === 200;
  };
  /** A new shopper's session, then one item in its bag: a plain write, then a transaction. */
  const shop = async (statuses: Answer[]) => {
    const session = await harness.app.inject({
      method: 'POST',
      url: `/api/basic-session?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION },
      payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
    });
    if (!record(statuses, session)) return;
    const added = await harness.app.inject({
      method: 'POST',
      url: `/api/cart?siteTag=${SITE_TAG}`,
      headers: {
        authorization: BASIC_AUTHORIZATION,
        [SESSION_HEADER]: session.headers[SESSION_HEADER] as string,
      },
      payload: { productId: 'OUTAGE1', sku: skuOf('OUTAGE1', 'black', 'm'), quantity: 1 },
    });
    record(statuses, added);
  };

  it('answers 503 SERVICE_UNAVAILABLE during the outage and 2xx again after, without a restart', async () => {
    const statuses: Answer[] = [];
    let flowing = true;
    let connectionsCut = 0;
    const traffic = Array.from({ length: 8 }, async () => {
      while (flowing) await shop(statuses);
    });
    try {
      // Several times over, so both idle pooled connections and ones inside a transaction are cut.
      for (let round = 0; round < 3; round++) {
        await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan((round + 1) * 20);
        // Only this shop's own connections: other test files use the same database at the same time.
        const cut = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
          [applicationName],
        );
        connectionsCut += cut.rowCount ?? 0;
      }
      // A round may find the pool between connections; over the three, the shop's connections were cut.
      expect(connectionsCut).toBeGreaterThan(0);
      const cut = statuses.length;
      await expect
        .poll(() => statuses.slice(cut).filter((entry) => entry.status === 200).length, { timeout: 10_000 })
        .toBeGreaterThan(20);
    } finally {
      flowing = false;
      await Promise.all(traffic);
    }
    const failures = statuses.filter((entry) => entry.status !== 200);
    for (const failure of failures) expect(failure).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    console.log(`database outage: ${statuses.length} calls, ${failures.length} answered 503 during the cuts`);
    // The same server answers again after the cuts.
    const after: Answer[] = [];
    await shop(after);
    expect(after).toEqual([{ status: 200 }, { status: 200 }]);
  });
});
