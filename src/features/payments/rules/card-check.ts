import {
  cardDigits,
  cardProblems,
  parseExpiry,
  type CardField,
  type CardInput,
  type CardProblem,
} from './card-rules.ts';
import type { CardDetails } from '../../../kernel/types/payment.ts';

/** A typed card checked before encryption: its problems, or the details to encrypt and the digits a list shows. */
export type CardCheck =
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> }
  | { ok: true; details: CardDetails; last4: string };

/**
 * The card forms' shared step before encryption (the checkout's payment step and the saved-cards form): check the
 * fields on `today`, then read them as the provider wants them (digits only, four-digit year, trimmed code).
 */
export function checkCard(card: CardInput, today: Date): CardCheck {
  const problems = cardProblems(card, today);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const expiry = parseExpiry(card.expiry)!;
  const digits = cardDigits(card.number);
  return {
    ok: true,
    details: {
      holderName: card.holderName,
      number: digits,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      securityCode: card.securityCode.trim(),
    },
    last4: digits.slice(-4),
  };
}
