import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpGateService } from './site-services.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HttpGateService', () => {
  it('posts the typed pair for the site and reads the answer by its status', async () => {
    const statuses = [200, 401, 429, 400];
    const fetch = vi.fn(async () => new Response('{}', { status: statuses.shift() }));
    vi.stubGlobal('fetch', fetch);
    const gate = new HttpGateService();
    expect(await gate.signIn('uk', 'preview', 'Winter-2026')).toBe('passed');
    expect(await gate.signIn('uk', 'preview', 'wrong')).toBe('refused');
    expect(await gate.signIn('uk', 'preview', 'wrong')).toBe('limited');
    expect(await gate.signIn('uk', 'preview', 'wrong')).toBe('refused');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/site-gate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      siteId: 'uk',
      username: 'preview',
      password: 'Winter-2026',
    });
  });

  it('counts a call that fails on the way as refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    expect(await new HttpGateService().signIn('uk', 'a', 'b')).toBe('refused');
  });
});
