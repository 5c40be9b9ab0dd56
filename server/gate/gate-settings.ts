import { positiveSetting } from '../lib/setting-values.ts';

/** The gate's settings: every one has a safe default, and tests pass their own instead of touching process.env. */
export interface GateSettings {
  /** HMAC key of the pass cookies; default: the commerce database's `gate_secret`, else random for this process. */
  secret?: string;
  /** Sign-in attempts a client address may make per site and minute. */
  attemptsPerMinute: number;
  /** Mark the pass cookie Secure; default: when the request came over HTTPS. */
  secureCookies?: boolean;
}

export const DEFAULT_GATE_ATTEMPTS_PER_MINUTE = 10;

/** The one place the gate reads the environment: GATE_SECRET and SITE_GATE_ATTEMPTS_PER_MINUTE. */
export function readGateSettings(env: NodeJS.ProcessEnv = process.env): GateSettings {
  return {
    secret: env.GATE_SECRET || undefined,
    attemptsPerMinute: positiveSetting(
      'SITE_GATE_ATTEMPTS_PER_MINUTE',
      env.SITE_GATE_ATTEMPTS_PER_MINUTE,
      DEFAULT_GATE_ATTEMPTS_PER_MINUTE,
    ),
  };
}
