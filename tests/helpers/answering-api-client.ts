import { anonymousTokens } from '../../src/kernel/api/anonymous-tokens.ts';
import { ApiClient } from '../../src/kernel/api/api-client.ts';
import { MemoryStorage } from './fake-services.ts';

/** One answer of the fake network: its status and JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A real API client for the UK English site over a fetch that answers one body per call (the last one again once
 * the others are used), recording each call's address (against http://shop.test) and options.
 */
export function answeringApiClient(...answers: FakeAnswer[]) {
  const sent: { url: URL; init: RequestInit }[] = [];
  const client = new ApiClient({
    fetch: (async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: new URL(String(url), 'http://shop.test'), init });
      const { status, body } = answers.length > 1 ? answers.shift()! : answers[0]!;
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
    storage: new MemoryStorage(),
    site: () => ({ siteTag: 't', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' }),
    tokens: anonymousTokens,
  });
  return { client, sent };
}
