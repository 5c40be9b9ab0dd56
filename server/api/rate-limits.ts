import type { CommerceContext } from './context.ts';

/**
 * Route config for calls that make the shop send e-mail to an address the caller names: without a limit anyone could
 * use the shop to flood an inbox. Per client address, per minute; the figure is read on each call, so an operator (or
 * a test) may change it while the server runs.
 */
export function mailRateLimit(limits: Pick<CommerceContext['limits'], 'mailPerMinute'>) {
  return { rateLimit: { max: () => limits.mailPerMinute, timeWindow: 60_000 } };
}
