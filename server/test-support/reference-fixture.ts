import type { Queryable } from '../db/database.ts';

/** Delivery, tax and discounts the cart tests rely on (the generator seeds its own, richer set). */
export async function insertReferenceFixture(db: Queryable): Promise<void> {
  const methods: [string, string, string, string, string, number, number | null, number, number, boolean][] =
    [
      ['gb-standard', 'GB', 'standard', 'Standard delivery', 'GBP', 395, 5000, 3, 5, true],
      ['gb-express', 'GB', 'express', 'Express delivery', 'GBP', 795, null, 1, 2, false],
      ['us-standard', 'US', 'standard', 'Standard shipping', 'USD', 800, null, 4, 7, true],
    ];
  for (const [position, method] of methods.entries()) {
    await db.query(
      `INSERT INTO shipping_methods (id, country, method, name, currency, price_minor, free_over_minor, min_days,
         max_days, supports_bulky_items, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [...method, position],
    );
  }
  await db.query(
    `INSERT INTO tax_rates (country, region, rate_bp, inclusive) VALUES
       ('GB', '', 2000, true), ('US', '', 0, false), ('US', 'NY', 888, false), ('US', 'CA', 725, false)`,
  );
  const discounts = [
    // id, code, site, name, type, component, amount, currency, conditions, tiers, tierType, starts, ends, limit
    [
      'welcome10',
      'WELCOME10',
      null,
      'Welcome 10%',
      'PERCENTAGE',
      'ITEMS',
      10,
      null,
      {},
      null,
      null,
      null,
      null,
      null,
    ],
    [
      'freeship',
      'FREESHIP',
      null,
      'Free delivery',
      'PERCENTAGE',
      'SHIPPING',
      100,
      null,
      {},
      null,
      null,
      null,
      null,
      null,
    ],
    [
      'save20',
      'SAVE20',
      'uk',
      '£20 off £100',
      'FIXED',
      'ITEMS',
      2000,
      'GBP',
      { basketTotal: { min: 10000 } },
      null,
      null,
      null,
      null,
      null,
    ],
    [
      'expired5',
      'EXPIRED5',
      null,
      'Old code',
      'PERCENTAGE',
      'ITEMS',
      5,
      null,
      {},
      null,
      null,
      null,
      '2026-01-01T00:00:00Z',
      null,
    ],
    ['limited1', 'LIMITED1', null, 'One use', 'PERCENTAGE', 'ITEMS', 15, null, {}, null, null, null, null, 1],
    [
      'tiered',
      'TIERED',
      'uk',
      'Spend more',
      'PERCENTAGE',
      'ITEMS',
      0,
      null,
      {},
      [
        { min: 10000, discountAmount: 10 },
        { min: 20000, discountAmount: 20 },
      ],
      'BASKET_TOTAL',
      null,
      null,
      null,
    ],
    // A campaign (no code) for the US site only: two or more items get 5% off automatically.
    [
      'us-multibuy',
      null,
      'us',
      'Multibuy 5%',
      'PERCENTAGE',
      'ITEMS',
      5,
      null,
      { itemQuantity: { min: 2 } },
      null,
      null,
      '2026-11-01T00:00:00Z',
      '2027-01-01T00:00:00Z',
      null,
    ],
  ] as const;
  for (const [
    id,
    code,
    site,
    name,
    type,
    component,
    amount,
    currency,
    conditions,
    tiers,
    tierType,
    starts,
    ends,
    limit,
  ] of discounts) {
    await db.query(
      `INSERT INTO discounts (id, code, site_id, name, discount_type, component, amount, currency, conditions, tiers,
         tier_type, starts_at, ends_at, usage_limit, used_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        code,
        site,
        name,
        type,
        component,
        amount,
        currency,
        JSON.stringify(conditions),
        tiers && JSON.stringify(tiers),
        tierType,
        starts,
        ends,
        limit,
        id === 'limited1' ? 1 : 0,
      ],
    );
  }
}
