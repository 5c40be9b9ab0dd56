import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { anonymousTokens, ApiClient } from '../api/index.ts';
import { ApiMarketingService } from './api-marketing-service.ts';

function setup(answer: () => Response) {
  const urls: string[] = [];
  const client = new ApiClient({
    fetch: (async (url: RequestInfo | URL) => {
      urls.push(String(url));
      return answer();
    }) as typeof fetch,
    storage: new MemoryStorage(),
    site: () => ({ siteTag: 'tag', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' }),
    tokens: anonymousTokens,
  });
  return { marketing: new ApiMarketingService(client), urls };
}

const request = { email: 'ann@example.com', language: 'en', interests: ['women', 'sale'], consent: true };

describe('ApiMarketingService', () => {
  it('subscribes through the API client with the siteTag and every field in the query', async () => {
    const { marketing, urls } = setup(() => new Response('{"status":"SUBSCRIBED"}', { status: 200 }));
    expect(await marketing.subscribe(request)).toEqual({ ok: true });
    expect(urls).toEqual([
      '/api/marketing/subscribe?email=ann%40example.com&language=en&interests=women%2Csale&consent=true&siteTag=tag',
    ]);
  });

  it("names the vendor a signup is for, with that vendor's interests", async () => {
    const { marketing, urls } = setup(() => new Response('{"status":"SUBSCRIBED"}', { status: 200 }));
    await marketing.subscribe({ ...request, interests: ['kids'], vendor: 'braze' });
    expect(new URL(urls[0]!, 'http://shop').searchParams.get('vendor')).toBe('braze');
    expect(new URL(urls[0]!, 'http://shop').searchParams.get('interests')).toBe('kids');
  });

  it('answers failures with their status for the signup store: 422, 409, and 0 when nothing answered', async () => {
    const status = (code: number) => setup(() => new Response('{"code":"X"}', { status: code })).marketing;
    expect(await status(422).subscribe(request)).toEqual({ ok: false, status: 422 });
    expect(await status(409).subscribe(request)).toEqual({ ok: false, status: 409 });
    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    }).marketing;
    expect(await offline.subscribe(request)).toEqual({ ok: false, status: 0 });
  });
});
