import type { CommerceContext } from './context.ts';

/**
 * Route config for calls that make the shop send e-mail to an address the caller names: without a limit anyone could
 * use the shop to flood an inbox. Per client address, per minute; the figure is read on each call.
 */
export function mailRateLimit(context: CommerceContext) {
  return { rateLimit: { max: () => context.limits.mailPerMinute, timeWindow: 60_000 } };
}
