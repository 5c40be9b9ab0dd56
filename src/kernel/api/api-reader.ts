import {
  SITE_TAG_PARAM,
  STOREFRONT_CLIENT_ID,
  STOREFRONT_CLIENT_KEY,
  SUBFOLDER_HEADER,
} from '../../../schemas/api/conventions.ts';
import type { ApiSite } from './api-client.ts';

/** One answer of the API, its body still text (so a page can carry it as it came). */
export interface ApiAnswer {
  status: number;
  text: string;
}

/**
 * How sessionless reads reach the API: `fetch` in the browser, the server's own API in process while it renders a
 * page. Reads a product page needs are made without a shopping session, so they never wait for one.
 */
export type ApiTransport = (path: string, headers: Record<string, string>) => Promise<ApiAnswer>;

/** The browser's transport. Network failures raise as `fetch` raises them. */
export const fetchTransport: ApiTransport = async (path, headers) => {
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  return { status: response.status, text: await response.text() };
};

/**
 * A transport that first answers from the reads the server made while rendering the page (each once), so the browser
 * hydrates on the same data without asking again.
 */
export function primedTransport(primed: Record<string, string>, next: ApiTransport): ApiTransport {
  const left = new Map(Object.entries(primed));
  return (path, headers) => {
    const text = left.get(path);
    if (text === undefined) return next(path, headers);
    left.delete(path);
    return Promise.resolve({ status: 200, text });
  };
}

/** A transport that keeps every successful answer by path, for the page to carry to the browser. */
export function recordingTransport(next: ApiTransport): {
  transport: ApiTransport;
  answers: Record<string, string>;
} {
  const answers: Record<string, string> = {};
  return {
    answers,
    transport: async (path, headers) => {
      const answer = await next(path, headers);
      if (answer.status === 200) answers[path] = answer.text;
      return answer;
    },
  };
}

const BASIC_AUTHORIZATION = `Basic ${btoa(`${STOREFRONT_CLIENT_ID}:${STOREFRONT_CLIENT_KEY}`)}`;

/** The path (with `siteTag` and the given query) and headers of a sessionless read for a site. */
export function sessionlessRead(
  path: string,
  query: Record<string, string>,
  site: ApiSite,
): { path: string; headers: Record<string, string> } {
  const search = new URLSearchParams({ ...query, [SITE_TAG_PARAM]: site.siteTag });
  const headers: Record<string, string> = { authorization: BASIC_AUTHORIZATION, accept: 'application/json' };
  if (site.countryFolder) headers[SUBFOLDER_HEADER] = site.countryFolder;
  return { path: `${path}?${search.toString()}`, headers };
}
