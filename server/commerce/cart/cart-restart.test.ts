import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import { openDatabase } from '../../db/open-database.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { startCommerce } from '../../test-support/commerce-harness.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'storefront-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Two cold starts of an on-disk PGlite (no snapshot to start from, unlike the in-memory test databases): about 10 s
// on a two-core machine, and past 20 s when the rest of the suite competes for it.
it(
  'keeps every cart and session across a restart of the embedded database',
  { timeout: 60_000 },
  async () => {
    const kind = { name: 'pglite' as const, open: () => openDatabase({ dataDir }) };
    const before = await startCommerce(kind);
    await insertFixtureProducts(before.db, [{ productId: 'KEEP1' }]);
    const shopper = before.shopper();
    const added = await shopper.json<CartResponse>('POST', '/api/cart', {
      productId: 'KEEP1',
      sku: skuOf('KEEP1', 'black', 'm'),
      quantity: 2,
    });
    await before.close();

    const after = await startCommerce(kind);
    try {
      const again = after.shopper();
      again.sessionId = shopper.sessionId; // the same signed id the browser kept
      const cart = await again.json<CartResponse>('GET', '/api/cart');
      expect(cart.cartPublicId).toBe(added.cartPublicId);
      expect(cart.items.map((item) => [item.sku, item.quantity])).toEqual([
        [skuOf('KEEP1', 'black', 'm'), 2],
      ]);
    } finally {
      await after.close();
    }
  },
);
