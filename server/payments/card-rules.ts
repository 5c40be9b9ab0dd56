import { hasExpired, passesLuhn, securityCodeFits } from '../../shared/card-number.ts';

/**
 * The sandbox's card rules, as plain functions: the Luhn check, the brand, and what each test card does. Amounts and
 * dates come in already decrypted; nothing here sees a key.
 */

/** What the sandbox decides for a card before any shopper interaction. */
export type CardDecision =
  | { resultCode: 'Authorised' }
  | { resultCode: 'Refused'; refusalReason: string }
  | { resultCode: 'ChallengeShopper' };

export interface CardDetails {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holderName: string;
}

/** Test cards with an outcome of their own; every other valid card authorises. */
const TEST_CARD_OUTCOMES: Record<string, CardDecision> = {
  '4000000000000002': { resultCode: 'Refused', refusalReason: 'Refused' },
  '4000000000009995': { resultCode: 'Refused', refusalReason: 'Not enough balance' },
  '4212345678910006': { resultCode: 'ChallengeShopper' },
};

export { cardBrand, passesLuhn } from '../../shared/card-number.ts';

/** The card's outcome on `today`: malformed details and expired cards refuse before any test card rule applies. */
export function decideCard(card: CardDetails, today: Date): CardDecision {
  const number = card.number.replace(/\s+/g, '');
  if (!passesLuhn(number)) return { resultCode: 'Refused', refusalReason: 'Invalid Card Number' };
  if (!securityCodeFits(number, card.cvc)) return { resultCode: 'Refused', refusalReason: 'CVC Declined' };
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear.length === 2 ? `20${card.expiryYear}` : card.expiryYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year))
    return { resultCode: 'Refused', refusalReason: 'Expired Card' };
  if (hasExpired({ month, year }, today)) return { resultCode: 'Refused', refusalReason: 'Expired Card' };
  if (card.holderName.trim().toUpperCase() === 'DECLINED')
    return { resultCode: 'Refused', refusalReason: 'Refused' };
  return TEST_CARD_OUTCOMES[number] ?? { resultCode: 'Authorised' };
}

/** What a stored test card does on each later payment; cards refused at once are never stored. */
export type StoredOutcome = 'AUTHORISE' | 'CHALLENGE' | 'NOT_ENOUGH_BALANCE';

export function storedOutcomeOf(number: string): StoredOutcome {
  const decision = TEST_CARD_OUTCOMES[number.replace(/\s+/g, '')];
  if (decision?.resultCode === 'ChallengeShopper') return 'CHALLENGE';
  if (decision?.resultCode === 'Refused' && decision.refusalReason === 'Not enough balance')
    return 'NOT_ENOUGH_BALANCE';
  return 'AUTHORISE';
}

/** A stored card's outcome on `today`: an expired card refuses whatever it did when stored. */
export function decideStoredCard(
  stored: { outcome: StoredOutcome; expiryMonth: number; expiryYear: number },
  today: Date,
): CardDecision {
  if (hasExpired({ month: stored.expiryMonth, year: stored.expiryYear }, today))
    return { resultCode: 'Refused', refusalReason: 'Expired Card' };
  if (stored.outcome === 'CHALLENGE') return { resultCode: 'ChallengeShopper' };
  if (stored.outcome === 'NOT_ENOUGH_BALANCE')
    return { resultCode: 'Refused', refusalReason: 'Not enough balance' };
  return { resultCode: 'Authorised' };
}

/** The four-digit year of an expiry year typed as two or four digits. */
export const fullYear = (year: string) => Number(year.length === 2 ? `20${year}` : year);
