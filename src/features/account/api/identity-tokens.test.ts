import { describe, expect, it } from 'vitest';
import { FakeIdentityService } from '../../../../tests/helpers/fake-identity.ts';
import { MemoryStorage } from '../../../../tests/helpers/fake-services.ts';
import { ApiClient } from '../../../kernel/api/api-client.ts';
import { IdentityTokenStore, identityAuthTokens } from './identity-tokens.ts';

const SITE = { siteTag: 'demo', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' };
const KEPT = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', userName: 'ana' };

/** An identity whose refresh issues `access-2`, or is refused. */
function refreshingIdentity(tokens: IdentityTokenStore, refused = false) {
  const identity = new FakeIdentityService();
  identity.refresh = () => {
    identity.log.push('identity.refresh');
    if (refused) {
      tokens.clear();
      return Promise.resolve(false);
    }
    tokens.write({ ...tokens.read()!, accessToken: 'access-2' });
    return Promise.resolve(true);
  };
  return identity;
}

/** A fetch answering 401 to the first call of `/api/cart`, then 200s; it records each call's path and bearer. */
function apiFetch() {
  const sent: string[] = [];
  let refusedOnce = false;
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://shop').pathname;
    const authorization = (init.headers as Record<string, string>).authorization ?? '';
    sent.push(`${init.method ?? 'GET'} ${path} ${authorization}`);
    if (path === '/api/cart' && !refusedOnce) {
      refusedOnce = true;
      return Promise.resolve(new Response('{"code":"SESSION_INVALID"}', { status: 401 }));
    }
    const body = path.endsWith('session')
      ? { sessionId: 's2', siteId: 'uk', language: 'en', signedIn: true, expiresAt: '2030-01-01T00:00:00Z' }
      : { items: [] };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'x-shopping-session': 's2' } }),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

describe('identityAuthTokens', () => {
  it('gives the kept access token, none when signed out', () => {
    const tokens = new IdentityTokenStore(new MemoryStorage());
    const auth = identityAuthTokens(tokens, () => Promise.resolve(new FakeIdentityService()));
    expect(auth.accessToken()).toBeUndefined();
    tokens.write(KEPT);
    expect(auth.accessToken()).toBe('access-1');
  });

  it('lets the API client send Bearer, refresh on 401, create a signed-in session and retry with the new token', async () => {
    const tokens = new IdentityTokenStore(new MemoryStorage());
    tokens.write(KEPT);
    const identity = refreshingIdentity(tokens);
    const { fetch, sent } = apiFetch();
    const client = new ApiClient({
      fetch,
      storage: new MemoryStorage(),
      site: () => SITE,
      tokens: identityAuthTokens(tokens, () => Promise.resolve(identity)),
    });
    await client.request('/api/cart');
    expect(identity.log).toEqual(['identity.refresh']);
    expect(sent).toEqual([
      'GET /api/cart Bearer access-1',
      'POST /api/session Bearer access-2',
      'GET /api/cart Bearer access-2',
    ]);
  });

  it('a refused refresh signs the client out: the tokens are gone and the call fails', async () => {
    const tokens = new IdentityTokenStore(new MemoryStorage());
    tokens.write(KEPT);
    const { fetch } = apiFetch();
    const client = new ApiClient({
      fetch,
      storage: new MemoryStorage(),
      site: () => SITE,
      tokens: identityAuthTokens(tokens, () => Promise.resolve(refreshingIdentity(tokens, true))),
    });
    await expect(client.request('/api/cart')).rejects.toMatchObject({ kind: 'session-failed' });
    expect(tokens.read()).toBeNull();
  });

  it('tells its listeners when the tokens are forgotten', () => {
    const tokens = new IdentityTokenStore(new MemoryStorage());
    let told = 0;
    const stop = tokens.onClear(() => (told += 1));
    tokens.write(KEPT);
    tokens.clear();
    stop();
    tokens.clear();
    expect(told).toBe(1);
  });

  it('an anonymous shopper has nothing to refresh and loads no identity code', async () => {
    const tokens = new IdentityTokenStore(new MemoryStorage());
    let loaded = 0;
    const auth = identityAuthTokens(tokens, () => {
      loaded += 1;
      return Promise.resolve(new FakeIdentityService());
    });
    expect(await auth.refresh()).toBe(true);
    expect(loaded).toBe(0);
  });
});
