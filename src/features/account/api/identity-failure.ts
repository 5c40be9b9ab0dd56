import type { IdentityFailure } from '../../../kernel/types/index.ts';

/** A failure named after the identity service's exception. */
export function identityFailure(code: string, message: string): IdentityFailure {
  return Object.assign(new Error(message), { kind: 'identity' as const, code });
}
