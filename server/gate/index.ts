import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { refuseLockedContent, refuseLockedSearch } from './gate-hooks.ts';
import { gateRoutes } from './gate-routes.ts';
import { DEFAULT_GATE_ATTEMPTS_PER_MINUTE, type GateSettings } from './gate-settings.ts';
import { SiteGate } from './site-gate.ts';

export { readGateSettings, type GateSettings } from './gate-settings.ts';
export { SiteGate } from './site-gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a request may see a gated site; the page, content and API plugins ask it. */
    siteGate: SiteGate;
  }
}

/**
 * Close gated sites on this server: the sign-in route, and hooks at the root that refuse a closed site's content
 * files and search indices. Pages and the commerce API (`api-hook.ts`) ask `app.siteGate` themselves, as only they
 * know their site. Without a configured secret the passes are signed with a random key, valid until a restart.
 */
export async function registerSiteGate(
  app: FastifyInstance,
  options: {
    contentDir: string;
    settings?: Partial<GateSettings>;
    now?: () => number;
    /** The shop's database, where the sign-in attempts are counted for every server process. */
    counters?: Database;
  },
): Promise<void> {
  const settings = options.settings ?? {};
  const secret = settings.secret ?? randomBytes(32).toString('base64url');
  const gate = new SiteGate(options.contentDir, secret, options.now);
  app.decorate('siteGate', gate);
  app.addHook('onRequest', refuseLockedContent(gate));
  app.addHook('preHandler', refuseLockedSearch(gate));
  await app.register(gateRoutes, {
    gate,
    attemptsPerMinute: settings.attemptsPerMinute ?? DEFAULT_GATE_ATTEMPTS_PER_MINUTE,
    secureCookies: settings.secureCookies,
    counters: options.counters,
  });
}
