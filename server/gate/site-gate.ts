import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesGateCredentials } from '../../shared/site-gate.ts';
import type { SiteSummary } from '../lib/sites-index.ts';
import { isShutSite, readGateCredentials } from '../lib/site-gate-config.ts';
import {
  cookieValue,
  GATE_COOKIE_PREFIX,
  gateCookieName,
  GATE_PASS_LIFETIME_MS,
  signGatePass,
  verifyGatePass,
} from './gate-pass.ts';

/**
 * The site-wide gate as the server enforces it: a site whose config.json lists pairs stays closed to a request until
 * it carries a signed pass cookie for that site, which only a matching username and password earn.
 */
export class SiteGate {
  constructor(
    private readonly contentDir: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the request carries an unexpired pass this server signed for the site. */
  hasPass(request: FastifyRequest, siteId: string): boolean {
    const value = cookieValue(request.headers.cookie, gateCookieName(siteId));
    return value !== undefined && verifyGatePass(value, siteId, this.secret, this.now());
  }

  /** The request's pass cookies alone (`name=value; ...`), for API calls the server makes in process on its behalf. */
  passCookies(request: FastifyRequest): string | undefined {
    const passes = (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.startsWith(GATE_COOKIE_PREFIX));
    return passes.length > 0 ? passes.join('; ') : undefined;
  }

  /** True while the site has pairs configured, whoever asks. */
  async isGated(siteId: string): Promise<boolean> {
    return (await readGateCredentials(this.contentDir, siteId)).length > 0;
  }

  /**
   * From one read of the site's config.json: `shut` while it is refused (it never passed its checks, so the folder is
   * no site yet), `gated` while it has pairs, else `open`.
   */
  async stateOf(siteId: string): Promise<'open' | 'gated' | 'shut'> {
    const pairs = await readGateCredentials(this.contentDir, siteId);
    if (isShutSite(pairs)) return 'shut';
    return pairs.length > 0 ? 'gated' : 'open';
  }

  /** True while the site has pairs configured and this request holds no pass for it. */
  async isLocked(request: FastifyRequest, siteId: string): Promise<boolean> {
    return !this.hasPass(request, siteId) && (await this.isGated(siteId));
  }

  /**
   * The sites index as this visitor sees it: `gated` stays only on the sites still closed to them. While any site is
   * gated the answer depends on the visitor's cookie, and says so to shared caches (`Vary: Cookie`).
   */
  forVisitor(request: FastifyRequest, reply: FastifyReply, sites: SiteSummary[]): SiteSummary[] {
    if (sites.some((site) => site.gated)) reply.header('vary', 'cookie');
    return sites.map((site) => {
      if (!site.gated || !this.hasPass(request, site.siteId)) return site;
      const { gated: _open, ...summary } = site;
      return summary;
    });
  }

  /** Undefined for a site without a gate; else whether the typed pair hashes to one of its configured pairs. */
  async matches(siteId: string, username: string, password: string): Promise<boolean | undefined> {
    const pairs = await readGateCredentials(this.contentDir, siteId);
    if (pairs.length === 0) return undefined;
    return matchesGateCredentials(pairs, username, password);
  }

  /** A fresh pass for the site: the cookie's name, signed value and expiry. */
  issuePass(siteId: string): { name: string; value: string; expiresAt: number } {
    const expiresAt = this.now() + GATE_PASS_LIFETIME_MS;
    return { name: gateCookieName(siteId), value: signGatePass(siteId, expiresAt, this.secret), expiresAt };
  }
}
