import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressRules } from '../../../shared/address-rules.ts';
import type {
  AddressListResponse,
  SavedAddress,
  TerritoryResponse,
} from '../../../schemas/api/addresses.schema.ts';
import { UK_HOME_ADDRESS } from '../../test-support/address-fixture.ts';
import { SITE_TAG, startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const UK = UK_HOME_ADDRESS;
const US = {
  ...UK,
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postcode: '10118',
  countryCode: 'US',
  phoneNumber: '+1 212 555 0148',
};
const JP = {
  firstName: '花子',
  lastName: '山田',
  addressLine1: '千代田1-1',
  city: '千代田区',
  region: '13',
  postcode: '100-0001',
  countryCode: 'JP',
  phoneNumber: '090-1234-5678',
};

describe.each(testDatabaseKinds)('addresses on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  let accounts = 0;
  /** A signed-in customer of its own account, on the UK site unless told. */
  const customer = async (site: { sitePublicId?: string; language?: string } = {}, accountId?: string) => {
    const id = accountId ?? `acct-${++accounts}-${randomUUID().slice(0, 8)}`;
    const bearer = await harness.bearerFor({ accountId: id, email: `${id}@example.com` });
    return Object.assign(harness.shopper({ ...site, bearer }), { accountId: id });
  };
  const publicGet = (path: string) => harness.shopper().call('GET', path);
  type Shopper = Awaited<ReturnType<typeof customer>>;
  const add = (shopper: Shopper, body: object, type = 'DELIVERY') =>
    shopper.call('POST', `/api/v1/addresses?type=${type}`, body);
  const added = async (shopper: Shopper, body: object, type = 'DELIVERY') => {
    const response = await add(shopper, body, type);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as SavedAddress;
  };
  const list = (shopper: Shopper) => shopper.json<AddressListResponse>('GET', '/api/v1/addresses');
  const defaults = async (shopper: Shopper) =>
    (await list(shopper)).addresses.filter((a) => a.default).map((a) => `${a.type}:${a.addressLine1}`);
  /** Open a pooled connection per racer first: a racer waiting for a new connection would lose no race. */
  const openConnections = async (shopper: Shopper) => {
    await shopper.session();
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => list(shopper)));
  };
  const insertRaw = async (accountId: string, count: number, locale = 'en-GB') => {
    for (let n = 0; n < count; n++)
      await harness.db.query(
        `INSERT INTO addresses (id, account_id, type, first_name, last_name, address_line1, city, postcode,
           country_code, locale, created_at)
         VALUES ($1, $2, 'DELIVERY', 'Raw', 'Row', $3, 'London', 'SW1A 1AA', 'GB', $4, clock_timestamp())`,
        [randomUUID(), accountId, `${n + 1} Raw Street`, locale],
      );
  };

  describe('rules and territory', () => {
    it('answers the rules of each shipping country, labelled in the language asked for', async () => {
      const gb = await publicGet('/api/validation/GB/en');
      expect(gb.statusCode).toBe(200);
      const body = gb.json() as { delivery: AddressRules; billing: AddressRules };
      expect(body).toMatchObject({ country: 'GB', language: 'en', deliverable: true });
      expect(body.delivery.required).toEqual(
        expect.arrayContaining(['postcode', 'phoneNumber', 'addressLine1']),
      );
      expect(body.billing.required).not.toContain('phoneNumber');
      expect(new RegExp(body.delivery.postcode!.pattern, 'i').test('SW1A 1AA')).toBe(true);

      const us = (await publicGet('/api/validation/us/en/address?type=DELIVERY')).json() as AddressRules;
      expect(us.regions).toHaveLength(51);
      expect(us.regions).toContainEqual({ code: 'CA', label: 'California' });
      expect(us.required).toContain('region');
      expect(us.messages.postcode).toBe('WEB.ADDRESS.ERROR.ZIP_CODE');

      const jp = (await publicGet('/api/validation/JP/ja/address')).json();
      expect(jp).toMatchObject({ country: 'JP', countryName: '日本', type: 'DELIVERY' });
      expect(jp.regions).toContainEqual({ code: '13', label: '東京都' });
      expect(jp.territories).toContainEqual({ code: 'JP-13', label: '東京都' });
      const ae = (await publicGet('/api/validation/AE/ar/address?type=BILLING')).json();
      expect(ae).toMatchObject({ type: 'BILLING' });
      expect(ae.regions).toContainEqual({ code: 'DU', label: 'دبي' });
      expect(ae.postcode).toBeUndefined();
    });

    it('gives other ISO countries the default rules, not deliverable, and 404 for unknown countries', async () => {
      const fr = await publicGet('/api/validation/FR/en');
      expect(fr.json()).toMatchObject({ country: 'FR', deliverable: false });
      const unknown = await publicGet('/api/validation/ZZ/en/address');
      expect(unknown.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const malformed = await publicGet('/api/validation/GBR/en');
      expect(malformed.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });

    it('lists the countries of the content sites with their regions and territories', async () => {
      const { countries } = (await publicGet('/api/territory')).json() as TerritoryResponse;
      expect(countries.map((country) => country.code)).toEqual(['AE', 'GB', 'JP', 'US']);
      const byCode = Object.fromEntries(countries.map((country) => [country.code, country]));
      expect(byCode.AE).toMatchObject({
        siteIds: ['ae'],
        languages: ['en', 'ar'],
        name: 'United Arab Emirates',
      });
      expect(byCode.JP!.regions).toHaveLength(47);
      expect(byCode.GB!.regions).toBeUndefined();
      expect(byCode.GB!.territories).toContainEqual({ code: 'GB-NIR', label: 'Northern Ireland' });
      expect(byCode.US!.territories).toContainEqual({ code: 'US-CA', label: 'California' });
      const japanese = (await publicGet('/api/territory?lang=ja')).json() as TerritoryResponse;
      expect(japanese.countries.map((country) => country.name)).toContain('日本');
    });
  });

  describe('saved addresses', () => {
    it('answers 401 UNAUTHORIZED to anonymous callers on every address call', async () => {
      const guest = harness.shopper();
      const id = randomUUID();
      for (const [method, path, body] of [
        ['GET', '/api/v1/addresses', undefined],
        ['POST', '/api/v1/addresses?type=DELIVERY', UK],
        ['PUT', `/api/v1/addresses/${id}`, UK],
        ['PUT', `/api/v1/addresses/${id}/remove`, undefined],
      ] as const) {
        const response = await guest.call(method, path, body);
        expect(response.json(), `${method} ${path}`).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
    });

    it('adds, lists, updates and removes an address', async () => {
      const shopper = await customer();
      const address = await added(shopper, UK);
      expect(address).toMatchObject({
        ...UK,
        default: true,
        type: 'shipping',
        locale: 'en-GB',
        addressLine2: '',
        region: '',
        territoryCode: '',
        paymentAttached: false,
      });
      expect(address.reference).toMatch(/^[0-9a-f-]{36}$/);
      expect(await list(shopper)).toEqual({ addresses: [address], canAddNewAddress: true, maxAddresses: 20 });

      const updated = await shopper.json<SavedAddress>('PUT', `/api/v1/addresses/${address.reference}`, {
        ...UK,
        reference: address.reference,
        city: 'Cambridge',
        postcode: 'CB2 1TN',
      });
      expect(updated).toMatchObject({ reference: address.reference, city: 'Cambridge', default: true });
      expect((await list(shopper)).addresses[0]!.city).toBe('Cambridge');

      const remaining = await shopper.json<AddressListResponse>(
        'PUT',
        `/api/v1/addresses/${address.reference}/remove`,
      );
      expect(remaining.addresses).toEqual([]);
      const again = await shopper.call('PUT', `/api/v1/addresses/${address.reference}/remove`);
      expect(again.json()).toMatchObject({ status: 404, code: 'UNABLE_TO_DELETE' });
    });

    it('takes the type from the query or the body, and refuses a contradiction', async () => {
      const shopper = await customer();
      expect((await added(shopper, UK, 'BILLING')).type).toBe('billing');
      const fromBody = await shopper.call('POST', '/api/v1/addresses', { ...UK, type: 'billing' });
      expect(fromBody.json()).toMatchObject({ type: 'billing', default: false });
      const contradiction = await add(shopper, { ...UK, type: 'shipping' }, 'BILLING');
      expect(contradiction.json()).toMatchObject({ status: 400, code: 'ADD' });
      const badType = await add(shopper, UK, 'HOME');
      expect(badType.json()).toMatchObject({ status: 400, code: 'ADD' });
    });

    it('refuses addresses that break their country rules with 400 ADD and field pointers', async () => {
      const shopper = await customer();
      const failure = async (body: object, type = 'DELIVERY') => {
        const response = await add(shopper, body, type);
        expect(response.statusCode, response.body).toBe(400);
        const json = response.json() as { code: string; details: { pointer: string; rule: string }[] };
        expect(json.code).toBe('ADD');
        return json.details.map((detail) => `${detail.pointer} ${detail.rule}`);
      };
      expect(await failure({ ...UK, postcode: 'ZZ99 ZZZ' })).toEqual(['/body/postcode pattern']);
      expect(await failure({ ...US, region: undefined })).toEqual(['/body/region required']);
      expect(await failure({ ...US, region: 'XX' })).toEqual(['/body/region enum']);
      expect(await failure({ ...JP, postcode: '1000-001' })).toEqual(['/body/postcode pattern']);
      expect(await failure({ ...UK, phoneNumber: '12345' })).toEqual(['/body/phoneNumber pattern']);
      expect(
        await failure({ ...UK, countryCode: 'FR', postcode: '75001', phoneNumber: '+33123456789' }),
      ).toEqual(['/body/countryCode deliverable']);
      expect(await failure({ ...UK, countryCode: 'ZZ' })).toEqual(['/body/countryCode country']);
      expect(await failure({ ...UK, admin: true })).toEqual(['/body/admin additionalProperties']);
      expect(await failure({ ...UK, firstName: 'A'.repeat(61) })).toEqual(['/body/firstName maxLength']);
      expect(await failure({ ...UK, city: 'x'.repeat(81), addressLine1: 'y'.repeat(121) })).toHaveLength(2);
      expect((await list(shopper)).addresses).toEqual([]);

      // A billing address may be abroad; the stored region is the canonical code with its territory.
      const billing = await added(
        shopper,
        { ...UK, countryCode: 'FR', postcode: '75001', phoneNumber: '' },
        'BILLING',
      );
      expect(billing).toMatchObject({ countryCode: 'FR', type: 'billing' });
      const fullWidth = await added(shopper, { ...JP, postcode: '〒１００－０００１' });
      expect(fullWidth).toMatchObject({
        postcode: '〒１００－０００１',
        region: '13',
        territoryCode: 'JP-13',
      });
      expect(await added(shopper, { ...US, region: 'ny' })).toMatchObject({
        region: 'NY',
        territoryCode: 'US-NY',
      });

      const update = await shopper.call('PUT', `/api/v1/addresses/${billing.reference}`, {
        ...US,
        postcode: '1',
      });
      expect(update.json()).toMatchObject({ status: 400, code: 'UPDATE' });
      expect(update.json().details).toEqual([expect.objectContaining({ pointer: '/body/postcode' })]);
    });

    it('keeps one default per type: first becomes default, a chosen one replaces it, removal promotes the next', async () => {
      const shopper = await customer();
      await added(shopper, { ...UK, addressLine1: '1 First Street' });
      const second = await added(shopper, { ...UK, addressLine1: '2 Second Street' });
      expect(second.default).toBe(false);
      await added(shopper, { ...UK, addressLine1: '9 Billing Road' }, 'BILLING');
      expect(await defaults(shopper)).toEqual(['shipping:1 First Street', 'billing:9 Billing Road']);

      const third = await added(shopper, { ...UK, addressLine1: '3 Third Street', default: true });
      expect(third.default).toBe(true);
      expect(await defaults(shopper)).toEqual(['shipping:3 Third Street', 'billing:9 Billing Road']);
      expect((await list(shopper)).addresses[0]!.reference).toBe(third.reference);

      await shopper.json('PUT', `/api/v1/addresses/${second.reference}`, {
        ...UK,
        addressLine1: '2 Second Street',
        default: true,
      });
      expect(await defaults(shopper)).toEqual(['shipping:2 Second Street', 'billing:9 Billing Road']);
      // Clearing the flag of the only default does not leave the type without one.
      await shopper.json('PUT', `/api/v1/addresses/${second.reference}`, {
        ...UK,
        addressLine1: '2 Second Street',
        default: false,
      });
      expect(await defaults(shopper)).toContain('shipping:2 Second Street');

      await shopper.json('PUT', `/api/v1/addresses/${second.reference}/remove`);
      expect(await defaults(shopper)).toEqual(['shipping:1 First Street', 'billing:9 Billing Road']);

      // Moving the default to the other type: it arrives as an ordinary address, its old type gets a new default.
      const first = (await list(shopper)).addresses[0]!;
      await shopper.json('PUT', `/api/v1/addresses/${first.reference}`, {
        ...UK,
        addressLine1: first.addressLine1,
        type: 'BILLING',
      });
      expect((await defaults(shopper)).sort()).toEqual(['billing:9 Billing Road', 'shipping:3 Third Street']);
    });

    it('makes the first address of a Japanese locale default when none of that locale is', async () => {
      const accountId = `acct-jp-${randomUUID().slice(0, 8)}`;
      const inUk = await customer({}, accountId);
      await added(inUk, { ...UK, addressLine1: '1 English Road' });
      const inJapan = await customer({ sitePublicId: 'maison-nord-jp', language: 'ja' }, accountId);
      const japanese = await added(inJapan, JP);
      expect(japanese).toMatchObject({ locale: 'ja-JP', default: true });
      expect(await defaults(inJapan)).toEqual(['shipping:千代田1-1']);

      // Rows saved without the rule (e.g. before it existed): listing from a Japanese site applies it.
      const other = `acct-jp-${randomUUID().slice(0, 8)}`;
      await insertRaw(other, 1, 'en-GB');
      await harness.db.query('UPDATE addresses SET is_default = true WHERE account_id = $1', [other]);
      await insertRaw(other, 2, 'ja-JP');
      const japaneseSite = await customer({ sitePublicId: 'maison-nord-jp', language: 'ja' }, other);
      const listed = await list(japaneseSite);
      expect(listed.addresses.filter((a) => a.default).map((a) => `${a.locale}:${a.addressLine1}`)).toEqual([
        'ja-JP:1 Raw Street',
      ]);
      expect(listed.addresses[0]!.default).toBe(true);
    });

    it('caps an account at 20 addresses, also under concurrent adds', async () => {
      const shopper = await customer();
      await insertRaw(shopper.accountId, 19);
      await openConnections(shopper);
      const attempts = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => add(shopper, { ...UK, addressLine1: `${n} Race Lane` })),
      );
      expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of attempts.filter((response) => response.statusCode === 409))
        expect(refused.json()).toMatchObject({ status: 409, code: 'ADD' });
      const [{ count }] = (await harness.db.query(
        'SELECT count(*)::int AS count FROM addresses WHERE account_id = $1',
        [shopper.accountId],
      )) as [{ count: number }];
      expect(count).toBe(20);
      const full = await list(shopper);
      expect(full.addresses).toHaveLength(20);
      expect(full.canAddNewAddress).toBe(false);
      expect((await add(shopper, UK, 'BILLING')).statusCode).toBe(409);
    });

    it('gives exactly one default when the first addresses arrive at once', async () => {
      const shopper = await customer();
      await openConnections(shopper);
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) => add(shopper, { ...UK, addressLine1: `${n} Same Time` })),
      );
      expect(results.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      expect(await defaults(shopper)).toHaveLength(1);
    });

    it("never shows or changes another account's address, answering 404 as for a missing one", async () => {
      const owner = await customer();
      const address = await added(owner, UK);
      const intruder = await customer();
      expect((await list(intruder)).addresses).toEqual([]);

      const missing = randomUUID();
      for (const [path, body, code] of [
        ['', UK, 'UPDATE'],
        ['/remove', undefined, 'UNABLE_TO_DELETE'],
      ] as const) {
        const foreign = await intruder.call('PUT', `/api/v1/addresses/${address.reference}${path}`, body);
        const unknown = await intruder.call('PUT', `/api/v1/addresses/${missing}${path}`, body);
        expect(foreign.statusCode).toBe(404);
        // The same answer but for the request's own id.
        expect({ ...foreign.json(), requestId: '' }).toEqual({ ...unknown.json(), requestId: '' });
        expect(foreign.json()).toMatchObject({ status: 404, code });
      }
      const notAnId = await intruder.call('PUT', '/api/v1/addresses/1%20OR%201=1/remove');
      expect(notAnId.json()).toMatchObject({ status: 404, code: 'UNABLE_TO_DELETE' });
      expect((await list(owner)).addresses).toEqual([address]);
    });

    it('stores injection strings verbatim without running them', async () => {
      const shopper = await customer();
      const hostile = {
        ...UK,
        firstName: "Robert'); DROP TABLE addresses;--",
        lastName: "' OR '1'='1",
        addressLine1: '<script>alert(1)</script>',
        addressLine2: '$1 $2 \\x00 %s ${process.env}',
        city: 'London"; DELETE FROM consumers; --',
      };
      const saved = await added(shopper, hostile);
      expect(saved).toMatchObject(hostile);
      expect((await list(shopper)).addresses[0]).toMatchObject(hostile);
      expect((await list(await customer())).addresses).toEqual([]);
      const [{ count }] = (await harness.db.query('SELECT count(*)::int AS count FROM addresses')) as [
        { count: number },
      ];
      expect(count).toBeGreaterThan(20);
      const control = await add(shopper, { ...UK, firstName: 'Nul\u0000Byte' });
      expect(control.json()).toMatchObject({ status: 400, code: 'ADD' });
    });
  });

  it('documents the routes in the OpenAPI document', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/openapi.json?siteTag=${SITE_TAG}`,
    });
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/addresses',
        '/api/v1/addresses/{id}',
        '/api/v1/addresses/{id}/remove',
        '/api/validation/{country}/{language}',
        '/api/validation/{country}/{language}/address',
        '/api/territory',
        '/api/checkout/consumer',
      ]),
    );
  });
});
