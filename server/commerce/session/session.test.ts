import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../../schemas/api/conventions.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../../test-support/commerce-harness.ts';
import { readDeploymentSettings } from '../../lib/deployment-settings.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('sessions on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: `${path}?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, ...headers },
      payload: payload as object,
    });

  it('issues a signed session id in the header and body, and honours it on the next call', async () => {
    const response = await post('/api/basic-session', { language: 'en', sitePublicId: 'maison-nord-uk' });
    expect(response.statusCode).toBe(200);
    const token = response.headers[SESSION_HEADER] as string;
    expect(token).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    expect(response.json()).toMatchObject({
      sessionId: token,
      siteId: 'uk',
      language: 'en',
      signedIn: false,
    });
    expect(response.headers['set-cookie']).toContain('HttpOnly');

    const update = await harness.app.inject({
      method: 'PUT',
      url: `/api/session/updateProperties?paramId=lang&siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: token },
      payload: { value: 'en' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.headers[SESSION_HEADER]).toBe(token);
  });

  it('answers 401 for a forged or ended session, 400 for a wrong siteTag and 401 without credentials', async () => {
    const shopper = harness.shopper();
    const token = await shopper.session();
    const forged = token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const updateWith = (sessionId: string) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/session/updateProperties?paramId=lang&siteTag=${SITE_TAG}`,
        headers: { authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: sessionId },
        payload: { value: 'en' },
      });
    expect((await updateWith(forged)).json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
    expect((await shopper.call('GET', '/api/session/logout')).statusCode).toBe(204);
    expect((await updateWith(token)).statusCode).toBe(401);

    const wrongTag = await harness.app.inject({
      method: 'POST',
      url: '/api/basic-session?siteTag=other',
      payload: {},
    });
    expect(wrongTag.json()).toMatchObject({ status: 400, code: 'SITE_TAG_INVALID' });
    const noAuth = await harness.app.inject({
      method: 'POST',
      url: `/api/basic-session?siteTag=${SITE_TAG}`,
      payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
    });
    expect(noAuth.statusCode).toBe(401);
  });

  it('honours a session ended elsewhere for at most the five-second cache, then answers 401', async () => {
    const shopper = harness.shopper();
    const token = await shopper.session();
    const call = () => shopper.call('PUT', '/api/session/updateProperties?paramId=lang', { value: 'en' });
    expect((await call()).statusCode).toBe(200);
    // Another server process signs the session out: this one learns it once its cached copy is too old.
    await harness.db.query('UPDATE shopping_sessions SET ended_at = now() WHERE id = $1', [
      token.split('.')[0],
    ]);
    harness.setNow(new Date('2026-11-25T12:00:06Z'));
    try {
      expect((await call()).json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
    } finally {
      harness.setNow(new Date('2026-11-25T12:00:00Z'));
    }
  });

  it('expires idle sessions with 401', async () => {
    const shopper = harness.shopper();
    await shopper.session();
    harness.setNow(new Date('2027-03-01T00:00:00Z'));
    try {
      const response = await shopper.call('PUT', '/api/session/updateProperties?paramId=lang', {
        value: 'en',
      });
      expect(response.json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
    } finally {
      harness.setNow(new Date('2026-11-25T12:00:00Z'));
    }
  });

  it('refuses bad bodies with 400 and field pointers, and unknown sites', async () => {
    const unknownField = await post('/api/basic-session', {
      language: 'en',
      sitePublicId: 'maison-nord-uk',
      admin: true,
    });
    expect(unknownField.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(unknownField.json().details[0]).toMatchObject({
      pointer: '/body/admin',
      rule: 'additionalProperties',
    });
    const malformed = await harness.app.inject({
      method: 'POST',
      url: `/api/basic-session?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, 'content-type': 'application/json' },
      payload: '{"language": "en",',
    });
    expect(malformed.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const unknownSite = await post('/api/basic-session', { language: 'en', sitePublicId: 'nowhere' });
    expect(unknownSite.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const wrongLanguage = await post('/api/basic-session', {
      language: 'fr',
      sitePublicId: 'maison-nord-uk',
    });
    expect(wrongLanguage.statusCode).toBe(400);
  });

  it('creates a signed-in session for a valid bearer token only', async () => {
    const token = await harness.bearerFor({ accountId: 'acct-1', email: 'a@example.com' });
    const signedIn = harness.shopper({ bearer: token });
    await signedIn.session();
    const expired = await harness.bearerFor(
      { accountId: 'acct-1', email: 'a@example.com' },
      { now: new Date('2020-01-01T00:00:00Z') },
    );
    const response = await post(
      '/api/session',
      { language: 'en', sitePublicId: 'maison-nord-uk' },
      { authorization: `Bearer ${expired}` },
    );
    expect(response.json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
  });
});

describe('the session cookie', () => {
  const cookieFrom = async (https: 'on' | 'off') => {
    const harness = await startCommerce(testDatabaseKinds[0]!, {
      deployment: readDeploymentSettings({ HTTPS: https }),
    });
    try {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/basic-session?siteTag=${SITE_TAG}`,
        headers: { authorization: BASIC_AUTHORIZATION },
        payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
      });
      return String(response.headers['set-cookie']);
    } finally {
      await harness.close();
    }
  };

  it('is HttpOnly always, and Secure when the shop is served over HTTPS', async () => {
    const overHttps = await cookieFrom('on');
    expect(overHttps).toMatch(/HttpOnly/i);
    expect(overHttps).toMatch(/;\s*Secure/i);
    expect(await cookieFrom('off')).not.toMatch(/;\s*Secure/i);
    // Two shops of their own, each on a new database: more than the default allows on a busy two-core machine.
  }, 60_000);
});
