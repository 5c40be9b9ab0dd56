import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPriceRule, derivePrices, priceRuleOf, roundByRules } from './price-list.ts';
import { readSiteCommerceFiles, shippingAndTaxRows } from './site-commerce-files.ts';

describe('price lists', () => {
  const rules = [
    { below: 1000, step: 10, minus: 1 },
    { step: 100, minus: 1 },
  ];

  it('rounds by the first rule the amount is under, the last rule catching the rest', () => {
    expect(roundByRules(663, rules)).toBe(659);
    expect(roundByRules(996, rules)).toBe(999);
    expect(roundByRules(1349.5, rules)).toBe(1299);
    expect(roundByRules(2, rules)).toBe(9);
    expect(roundByRules(12.4)).toBe(12);
    expect(roundByRules(0.2)).toBe(1);
  });

  it('converts list prices, keeps a sale percentage and takes hand-set prices as given', () => {
    const rule = priceRuleOf({
      currency: 'SEK',
      base: 'GBP',
      rate: 13.5,
      rounding: rules,
      products: { FIXED: { list: 250, sale: 199 } },
    });
    expect(
      derivePrices(rule, [
        { productId: 'A', listMinor: 4900, saleMinor: null },
        { productId: 'B', listMinor: 10000, saleMinor: 7500 },
        { productId: 'FIXED', listMinor: 4900, saleMinor: null },
      ]),
    ).toEqual([
      { productId: 'A', listMinor: 65900, saleMinor: null },
      { productId: 'B', listMinor: 139900, saleMinor: 104000 },
      { productId: 'FIXED', listMinor: 25000, saleMinor: 19900 },
    ]);
  });

  it('prices into a currency of other minor units (yen are whole)', () => {
    const rule = priceRuleOf({
      currency: 'JPY',
      base: 'GBP',
      rate: 195,
      rounding: [{ step: 100, minus: 10 }],
    });
    expect(derivePrices(rule, [{ productId: 'A', listMinor: 4900, saleMinor: null }])).toEqual([
      { productId: 'A', listMinor: 9590, saleMinor: null },
    ]);
  });

  it('leaves a price of one minor unit off sale, which the catalogue could not store', () => {
    const rule = priceRuleOf({ currency: 'XPT', base: 'GBP', rate: 0.0001, rounding: [{ step: 0.01 }] });
    expect(derivePrices(rule, [{ productId: 'A', listMinor: 4900, saleMinor: 2450 }])).toEqual([
      { productId: 'A', listMinor: 1, saleMinor: null },
    ]);
  });

  it('knows the demo rates of the currencies it positions, and no others', () => {
    expect(demoPriceRule('SEK')).toMatchObject({ base: 'GBP', rate: 14 });
    expect(demoPriceRule('XAU')).toBeUndefined();
  });
});

describe('shipping and tax files', () => {
  const root = mkdtemp(join(tmpdir(), 'storefront-commerce-files-'));
  afterAll(async () => rm(await root, { recursive: true, force: true }));
  /** A site folder `name` in the temporary content root with these commerce files; the files of that site. */
  const filesOf = async (name: string, files: Record<string, string>) => {
    const folder = join(await root, name);
    await mkdir(join(folder, 'commerce'), { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(join(folder, 'commerce', file), text);
    return readSiteCommerceFiles(await root, name);
  };

  it('turns whole units into minor units of the site currency and percentages into basis points', () => {
    const rows = shippingAndTaxRows(
      {
        shippingMethods: [
          { method: 'standard', name: 'Standard', price: 3.95, freeOver: 50, minDays: 2, maxDays: 4 },
        ],
        tax: { rate: 8.875, inclusive: false, regions: { NY: 4 } },
      },
      'XX',
      'USD',
      'en',
    );
    expect(rows.shipping).toEqual([
      expect.objectContaining({
        id: 'xx-standard',
        priceMinor: 395,
        freeOverMinor: 5000,
        supportsBulkyItems: true,
      }),
    ]);
    expect(rows.taxes).toEqual([
      { country: 'XX', region: '', rateBp: 888, inclusive: false },
      { country: 'XX', region: 'NY', rateBp: 400, inclusive: false },
    ]);
  });

  it('keeps a method named per language in the site language, with the others as translations', () => {
    const rows = shippingAndTaxRows(
      {
        shippingMethods: [
          {
            method: 'standard',
            name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
            tooltip: 'Two to four days.',
            price: 25,
            minDays: 2,
            maxDays: 4,
          },
        ],
        tax: { rate: 5, inclusive: true },
      },
      'AE',
      'AED',
      'en',
    );
    expect(rows.shipping[0]).toMatchObject({
      name: 'Standard delivery',
      tooltip: 'Two to four days.',
      translations: {
        name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
        tooltip: { en: 'Two to four days.' },
      },
    });
  });

  it('reads absent, valid and invalid files, naming what is wrong', async () => {
    expect(await filesOf('none', {})).toMatchObject({
      priceList: { state: 'absent' },
      shippingAndTax: { state: 'absent' },
    });
    const valid = await filesOf('valid', { 'price-list.json': '{"currency":"SEK","base":"GBP","rate":13}' });
    expect(valid.priceList).toMatchObject({ state: 'valid', value: { rate: 13 } });
    const invalid = await filesOf('invalid', {
      'price-list.json': '{"currency":"SEK","base":"GBP","rate":-1}',
      'shipping-and-tax.json': '{"shippingMethods":',
    });
    expect(invalid.priceList).toMatchObject({
      state: 'invalid',
      problems: [expect.stringContaining('/rate')],
    });
    expect(invalid.shippingAndTax).toMatchObject({ state: 'invalid' });
  });
});
