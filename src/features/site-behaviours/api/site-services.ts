import type { SiteMetadata } from '../../../content/index.ts';
import { FetchFailure, fetchClassified } from '../../../kernel/api/fetch-failure.ts';
import { SITE_GATE_PATH, type SiteGateBody } from '../../../../schemas/api/site-gate.schema.ts';
import type {
  BuildService,
  GateOutcome,
  GateService,
  GeoService,
  MetadataService,
} from '../../../kernel/types/index.ts';

/** Metadata, build and geo requests give up after this long. */
export const METADATA_TIMEOUT_MS = 10000;
const random = () => Math.random().toString(36).slice(2);

/** `metadata-v2.json` from the content root, never from a cache, with a 10 s timeout. */
export class HttpMetadataService implements MetadataService {
  constructor(private readonly url = '/content/metadata-v2.json') {}

  async fetch(): Promise<SiteMetadata> {
    const url = `${this.url}?cb=${random()}`;
    const response = await fetchClassified(url, { timeoutMs: METADATA_TIMEOUT_MS, json: true });
    try {
      return (await response.json()) as SiteMetadata;
    } catch {
      throw new FetchFailure('waf-blocked', url, response.status);
    }
  }
}

/** The server's current build date, read from the marker of `{site}/?checkForUpdate=`. */
export class HttpBuildService implements BuildService {
  constructor(private readonly basePath: () => string) {}

  async latestBuild(): Promise<string | null> {
    const url = `${this.basePath().replace(/\/$/, '')}/?checkForUpdate=${random()}`;
    const html = await (await fetchClassified(url, { timeoutMs: METADATA_TIMEOUT_MS })).text();
    return /<meta name="build-date" content="([^"]+)"/.exec(html)?.[1] ?? null;
  }
}

/** The country the server detected for this request (`GET /api/geo`); null when it cannot tell or the call fails. */
export class HttpGeoService implements GeoService {
  async detectCountry(): Promise<string | null> {
    try {
      const response = await fetchClassified('/api/geo', { timeoutMs: METADATA_TIMEOUT_MS, json: true });
      const body = (await response.json()) as { countryCode?: unknown };
      return typeof body.countryCode === 'string' ? body.countryCode : null;
    } catch {
      return null;
    }
  }
}

/**
 * The site gate's sign-in (`POST /api/site-gate`): a match sets the pass cookie, which the browser keeps. A call that
 * fails on the way counts as refused: the visitor sees the message and may try again.
 */
export class HttpGateService implements GateService {
  async signIn(siteId: string, username: string, password: string): Promise<GateOutcome> {
    const body: SiteGateBody = { siteId, username, password };
    try {
      const response = await fetch(SITE_GATE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      });
      if (response.ok) return 'passed';
      return response.status === 429 ? 'limited' : 'refused';
    } catch {
      return 'refused';
    }
  }
}
