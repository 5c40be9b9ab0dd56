import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBFOLDER_HEADER } from '../../../schemas/api/conventions.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { unsubscribeToken } from './unsubscribe-link.ts';
import { PERSONAL_CACHE_CONTROL } from '../../lib/page-caching.ts';

const SKU = skuOf('MKT1', 'black', 'm');

describe.each(testDatabaseKinds)('marketing on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(harness.db, [{ productId: 'MKT1', name: 'Wool Coat', brand: 'Atelier Sud' }]);
  });
  afterAll(() => harness.close());

  /** An anonymous call as the signup form makes it: no session, the site named by the subfolder header. */
  const call = (method: InjectOptions['method'], path: string, payload?: object, folder = 'uk') =>
    harness.app.inject({
      method,
      url: `${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, [SUBFOLDER_HEADER]: folder },
      ...(payload ? { payload } : {}),
    });
  const subscribe = (params: Record<string, string>, folder?: string) =>
    call(
      'GET',
      `/api/marketing/subscribe?${new URLSearchParams({ language: 'en', interests: '', consent: 'true', ...params })}`,
      undefined,
      folder,
    );
  it('limits e-mail-sending calls per client address per minute with 429 TOO_MANY_REQUESTS', async () => {
    harness.context.limits.mailPerMinute = 3;
    try {
      const from = (remoteAddress: string, n: number) =>
        harness.app.inject({
          method: 'GET',
          url: `/api/marketing/subscribe?${new URLSearchParams({ email: `flood${n}@example.com`, language: 'en', interests: '', consent: 'true' })}&siteTag=${SITE_TAG}`,
          headers: { authorization: BASIC_AUTHORIZATION, [SUBFOLDER_HEADER]: 'uk' },
          remoteAddress,
        });
      const statuses = [];
      for (let n = 0; n < 4; n++) statuses.push((await from('203.0.113.9', n)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await from('203.0.113.9', 9);
      expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mails('flood3@example.com')).toEqual([]);
      // Another client is not held back by the first.
      expect((await from('198.51.100.7', 20)).statusCode).toBe(200);
    } finally {
      harness.context.limits.mailPerMinute = 10_000;
    }
  });

  const subscription = async (email: string, siteId = 'uk') =>
    (
      await harness.db.query<{ status: string; interests: string[]; language: string }>(
        'SELECT status, interests, language FROM marketing_subscriptions WHERE email = $1 AND site_id = $2',
        [email, siteId],
      )
    )[0];
  const mails = (recipient: string) =>
    harness.db.query<{ kind: string; subject: string; body_text: string; site_id: string }>(
      'SELECT kind, subject, body_text, site_id FROM outbox WHERE recipient = $1 ORDER BY id',
      [recipient],
    );

  describe('subscribe', () => {
    it('subscribes without a session and queues one confirmation in the same transaction', async () => {
      const response = await subscribe({ email: 'ann@example.com', interests: 'womenswear,kids' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'SUBSCRIBED' });
      expect(response.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
      expect(await subscription('ann@example.com')).toEqual({
        status: 'SUBSCRIBED',
        interests: ['womenswear', 'kids'],
        language: 'en',
      });
      const queued = await mails('ann@example.com');
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ kind: 'signup-confirmation', site_id: 'uk' });
    });

    it('takes the site from the session when one is sent', async () => {
      const shopper = harness.shopper({ sitePublicId: 'maison-nord-ae', language: 'ar' });
      const response = await shopper.call(
        'GET',
        '/api/marketing/subscribe?email=layla@example.com&language=ar&interests=beauty&consent=true',
      );
      expect(response.statusCode).toBe(200);
      expect(await subscription('layla@example.com', 'ae')).toMatchObject({ language: 'ar' });
      expect(await subscription('layla@example.com', 'uk')).toBeUndefined();
      // The welcome is written in the language she signed up in.
      const [welcome] = await mails('layla@example.com');
      expect(welcome).toMatchObject({ kind: 'signup-confirmation', subject: 'أنت الآن على قائمتنا' });
      expect(welcome!.body_text).toContain('إلغاء الاشتراك');
    });

    it('answers 409 EMAIL_EXISTS for a subscribed address, whatever its case, and queues nothing more', async () => {
      expect((await subscribe({ email: 'bo@example.com' })).statusCode).toBe(200);
      const again = await subscribe({ email: ' BO@Example.com ' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 409, code: 'EMAIL_EXISTS' });
      expect(await mails('bo@example.com')).toHaveLength(1);
      // The same address on another site is another subscription.
      expect((await subscribe({ email: 'bo@example.com' }, 'us')).statusCode).toBe(200);
    });

    it('gives exactly one 200 and one 409 to two simultaneous signups of one address', async () => {
      const [a, b] = await Promise.all([
        subscribe({ email: 'race@example.com' }),
        subscribe({ email: 'race@example.com' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await mails('race@example.com')).toHaveLength(1);
    });

    it.each([
      'plainaddress',
      'a@b',
      'two@@example.com',
      'space in@example.com',
      '',
      `${'x'.repeat(250)}@example.com`,
    ])('answers 422 EMAIL_FORMAT for %j', async (email) => {
      const response = await subscribe({ email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, code: 'EMAIL_FORMAT' });
    });

    it('needs consent: false, missing or not a boolean is a 400 naming the field', async () => {
      const refused = await subscribe({ email: 'noconsent@example.com', consent: 'false' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'BAD_REQUEST',
        details: [{ pointer: '/querystring/consent', rule: 'const' }],
      });
      const missing = await call('GET', '/api/marketing/subscribe?email=noconsent@example.com&language=en');
      expect(missing.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect((await subscribe({ email: 'noconsent@example.com', consent: 'yes' })).statusCode).toBe(400);
      expect(await subscription('noconsent@example.com')).toBeUndefined();
    });

    it("checks interests against the site's interest groups", async () => {
      const unknown = await subscribe({ email: 'int@example.com', interests: 'womenswear,gardening' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'MARKETING_INTERESTS',
        details: [{ pointer: '/querystring/interests', message: expect.stringContaining('gardening') }],
      });
      expect(
        (await subscribe({ email: 'int@example.com', interests: Array(21).fill('kids').join(',') }))
          .statusCode,
      ).toBe(200);
      expect(await subscription('int@example.com')).toMatchObject({ interests: ['kids'] });
    });

    it("keeps each vendor's interests apart: one signup per vendor, one confirmation, each vendor's list once", async () => {
      const email = 'vendors@example.com';
      const mailchimp = { email, vendor: 'mailchimp', interests: 'womenswear' };
      expect((await subscribe(mailchimp)).statusCode).toBe(200);
      expect((await subscribe({ email, vendor: 'braze', interests: 'kids,beauty' })).statusCode).toBe(200);
      expect(await subscription(email)).toMatchObject({
        status: 'SUBSCRIBED',
        interests: ['mailchimp', 'mailchimp:womenswear', 'braze', 'braze:kids', 'braze:beauty'],
      });
      expect((await mails(email)).map((mail) => mail.kind)).toEqual(['signup-confirmation']);
      expect((await subscribe(mailchimp)).json()).toMatchObject({ status: 409, code: 'EMAIL_EXISTS' });

      const stranger = await subscribe({ email: 'v2@example.com', vendor: 'klaviyo', interests: '' });
      expect(stranger.json()).toMatchObject({
        code: 'MARKETING_INTERESTS',
        details: [{ pointer: '/querystring/vendor' }],
      });
      const unoffered = await subscribe({ email: 'v2@example.com', vendor: 'braze', interests: 'gardening' });
      expect(unoffered.json()).toMatchObject({
        details: [{ pointer: '/querystring/interests', message: 'not offered by braze: gardening' }],
      });
    });

    it('refuses a language the site does not have', async () => {
      const response = await subscribe({ email: 'lang@example.com', language: 'fr' });
      expect(response.json()).toMatchObject({ status: 400, details: [{ pointer: '/querystring/language' }] });
    });

    it('answers 428 when neither a session nor the subfolder header names a site', async () => {
      const response = await subscribe({ email: 'nosite@example.com' }, 'atlantis');
      expect(response.json()).toMatchObject({ status: 428, code: 'SESSION_REQUIRED' });
    });
  });

  /** The unsubscribe link of the newest signup confirmation e-mailed to `email`. */
  const unsubscribeLink = async (email: string) => {
    const confirmation = (await mails(email)).filter((mail) => mail.kind === 'signup-confirmation').at(-1)!;
    return new URL(
      /(\S*\/api\/marketing\/unsubscribe\?\S+)/.exec(confirmation.body_text)![1]!,
      'http://shop',
    );
  };
  const tokenOf = async (email: string) => (await unsubscribeLink(email)).searchParams.get('token')!;

  describe('remove', () => {
    it('removes a subscription with the token of its e-mailed link, and a removed address can subscribe again', async () => {
      await subscribe({ email: 'cy@example.com', interests: 'menswear' });
      const removed = await call('POST', '/api/marketing/remove', {
        email: 'Cy@example.com',
        token: await tokenOf('cy@example.com'),
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ status: 'REMOVED' });
      expect(await subscription('cy@example.com')).toMatchObject({ status: 'REMOVED' });

      expect((await subscribe({ email: 'cy@example.com', interests: 'beauty' })).statusCode).toBe(200);
      expect(await subscription('cy@example.com')).toMatchObject({
        status: 'SUBSCRIBED',
        interests: ['beauty'],
      });
      expect((await mails('cy@example.com')).map((mail) => mail.kind)).toEqual([
        'signup-confirmation',
        'signup-confirmation',
      ]);
    });

    it("refuses anyone without the address's own token: no one can take someone else off the list", async () => {
      await subscribe({ email: 'dora@example.com' });
      await subscribe({ email: 'eli@example.com' });
      const withEvesToken = await call('POST', '/api/marketing/remove', {
        email: 'dora@example.com',
        token: await tokenOf('eli@example.com'),
      });
      expect(withEvesToken.statusCode).toBe(403);
      expect(withEvesToken.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
      expect((await call('POST', '/api/marketing/remove', { email: 'dora@example.com' })).statusCode).toBe(
        400,
      );
      expect(await subscription('dora@example.com')).toMatchObject({ status: 'SUBSCRIBED' });
    });

    it('answers the same 200 for an address that was never subscribed, and touches nothing', async () => {
      const token = unsubscribeToken(harness.context.secrets.marketing, 'uk', 'stranger@example.com');
      const response = await call('POST', '/api/marketing/remove', { email: 'stranger@example.com', token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'REMOVED' });
      expect(await subscription('stranger@example.com')).toBeUndefined();
    });

    it("only removes on the caller site: one site's token does not work on another", async () => {
      await subscribe({ email: 'two-sites@example.com' }, 'us');
      const usToken = await tokenOf('two-sites@example.com');
      const onUk = await call(
        'POST',
        '/api/marketing/remove',
        { email: 'two-sites@example.com', token: usToken },
        'uk',
      );
      expect(onUk.statusCode).toBe(403);
      expect(await subscription('two-sites@example.com', 'us')).toMatchObject({ status: 'SUBSCRIBED' });
    });

    it('answers 422 for a malformed address and 400 for a malformed body', async () => {
      const token = 'abc';
      expect((await call('POST', '/api/marketing/remove', { email: 'nope', token })).statusCode).toBe(422);
      expect((await call('POST', '/api/marketing/remove', { email: 5, token })).statusCode).toBe(400);
      expect(
        (await call('POST', '/api/marketing/remove', { email: 'a@b.co', token, extra: 1 })).statusCode,
      ).toBe(400);
    });

    it("unsubscribes from the e-mail's link without the API's credentials: the page asks, its button removes", async () => {
      await subscribe({ email: 'fern@example.com' });
      const link = await unsubscribeLink('fern@example.com');
      const asked = await harness.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toContain('text/html');
      expect(asked.body).toContain('fern@example.com');
      // Opening the link (as a mail scanner would) removes nothing.
      expect(await subscription('fern@example.com')).toMatchObject({ status: 'SUBSCRIBED' });

      const tampered = new URLSearchParams(link.search);
      tampered.set('email', 'ann@example.com');
      const forged = await harness.app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: tampered.toString(),
      });
      expect(forged.statusCode).toBe(403);
      expect(await subscription('ann@example.com')).toMatchObject({ status: 'SUBSCRIBED' });

      const done = await harness.app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: link.searchParams.toString(),
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('You have been unsubscribed');
      expect(await subscription('fern@example.com')).toMatchObject({ status: 'REMOVED' });
    });
  });

  describe('back in stock', () => {
    const request = (body: object, folder?: string) =>
      call('POST', '/api/marketing/back-in-stock', { language: 'en', variantId: SKU, ...body }, folder);
    const requests = (email: string) =>
      harness.db.query<{ sku: string; site_id: string; newsletter: boolean }>(
        'SELECT sku, site_id, newsletter FROM back_in_stock_requests WHERE email = $1',
        [email],
      );

    it('records the request with 201 and acknowledges it by e-mail, naming the variant', async () => {
      const response = await request({ email: 'dee@example.com' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 'REQUESTED', variantId: SKU });
      expect(await requests('dee@example.com')).toEqual([{ sku: SKU, site_id: 'uk', newsletter: false }]);
      const [mail] = await mails('dee@example.com');
      expect(mail).toMatchObject({
        kind: 'back-in-stock-requested',
        subject: 'We will let you know: Wool Coat',
      });
      expect(mail!.body_text).toContain('Atelier Sud Wool Coat, black, size M');
      expect(await subscription('dee@example.com')).toBeUndefined();
    });

    it('is idempotent: a repeat answers 201 with no second row and no second e-mail', async () => {
      await request({ email: 'eve@example.com' });
      const again = await request({ email: 'EVE@example.com' });
      expect(again.statusCode).toBe(201);
      expect(await requests('eve@example.com')).toHaveLength(1);
      expect(await mails('eve@example.com')).toHaveLength(1);
    });

    it('asks again once the shopper has been notified', async () => {
      await request({ email: 'fay@example.com' });
      await harness.db.query('UPDATE back_in_stock_requests SET notified_at = now() WHERE email = $1', [
        'fay@example.com',
      ]);
      expect((await request({ email: 'fay@example.com' })).statusCode).toBe(201);
      const [row] = await harness.db.query<{ notified_at: Date | null }>(
        'SELECT notified_at FROM back_in_stock_requests WHERE email = $1',
        ['fay@example.com'],
      );
      expect(row!.notified_at).toBeNull();
      expect(await mails('fay@example.com')).toHaveLength(2);
    });

    it('subscribes too when the newsletter box is ticked, and does not fail for a subscriber', async () => {
      expect((await request({ email: 'gus@example.com', newsletter: true })).statusCode).toBe(201);
      expect(await subscription('gus@example.com')).toMatchObject({ status: 'SUBSCRIBED', interests: [] });
      expect((await mails('gus@example.com')).map((mail) => mail.kind).sort()).toEqual([
        'back-in-stock-requested',
        'signup-confirmation',
      ]);
      const other = skuOf('MKT1', 'black', 'l');
      expect(
        (await request({ email: 'gus@example.com', newsletter: true, variantId: other })).statusCode,
      ).toBe(201);
      expect(await requests('gus@example.com')).toHaveLength(2);
    });

    it('answers 404 VARIANT_NOT_FOUND for a sku not in the catalogue, and records nothing', async () => {
      const response = await request({
        email: 'hal@example.com',
        variantId: 'NOPE-black-m',
        newsletter: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND' });
      expect(await requests('hal@example.com')).toEqual([]);
      // Rolled back with the request: no subscription and no e-mail either.
      expect(await subscription('hal@example.com')).toBeUndefined();
      expect(await mails('hal@example.com')).toEqual([]);
    });

    it('answers 422 EMAIL_FORMAT for a malformed address and 400 for a bad body', async () => {
      expect((await request({ email: 'ivy(at)example.com' })).json()).toMatchObject({
        status: 422,
        code: 'EMAIL_FORMAT',
      });
      for (const body of [
        { email: 'ivy@example.com', newsletter: 'yes' },
        { email: 'ivy@example.com', variantId: '' },
        { email: 'ivy@example.com', language: 'fr' },
        { email: 'ivy@example.com', sku: SKU },
      ]) {
        const response = await request(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  it('answers every malformed request with a 4xx from the catalogue, never a 5xx', async () => {
    const probes: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/api/marketing/subscribe', undefined],
      ['GET', '/api/marketing/subscribe?email[]=a&email[]=b&language=en&consent=true', undefined],
      [
        'GET',
        `/api/marketing/subscribe?email=a@b.co&language=en&consent=true&interests=${'%00'.repeat(5)}`,
        undefined,
      ],
      ['GET', `/api/marketing/subscribe?email=${'a'.repeat(2000)}&language=en&consent=true`, undefined],
      ['GET', '/api/marketing/subscribe?email=%E0%A4%A&language=en&consent=true', undefined],
      ['POST', '/api/marketing/remove', undefined],
      ['POST', '/api/marketing/remove', '{"email":'],
      ['POST', '/api/marketing/remove', []],
      ['POST', '/api/marketing/back-in-stock', { email: null, variantId: SKU, language: 'en' }],
      [
        'POST',
        '/api/marketing/back-in-stock',
        { email: 'a@b.co', variantId: 'x'.repeat(5000), language: 'en' },
      ],
      ['POST', '/api/marketing/back-in-stock', { email: 'a@b.co', variantId: "' OR 1=1 --", language: 'en' }],
    ];
    for (const [method, path, payload] of probes) {
      const response = await harness.app.inject({
        method,
        url: `${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`,
        headers: {
          authorization: BASIC_AUTHORIZATION,
          [SUBFOLDER_HEADER]: 'uk',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined
          ? {}
          : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
      expect(response.statusCode, `${method} ${path.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${path.slice(0, 80)}: ${response.body}`).toBeLessThan(500);
      expect(response.json().code).toEqual(expect.any(String));
    }
  });

  it('lists the marketing routes in the OpenAPI document', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(document.paths['/api/marketing/subscribe']?.get?.summary).toMatch(/Subscribe/);
    expect(document.paths['/api/marketing/remove']?.post).toBeDefined();
    expect(document.paths['/api/marketing/back-in-stock']?.post).toBeDefined();
  });
});
