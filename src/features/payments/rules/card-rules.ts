/**
 * What a card form can check before anything is encrypted or sent: the number's check digit, an expiry that has not
 * passed, a security code of the right length. The provider checks again; these only spare the shopper a round trip.
 */

import {
  cardBrand,
  hasExpired as cardHasExpired,
  passesLuhn,
  securityCodeFits,
} from '../../../../shared/card-number.ts';

export { passesLuhn };

export type CardField = 'holderName' | 'number' | 'expiry' | 'securityCode';
export type CardProblem = 'required' | 'invalid' | 'expired';

/** Digits only: shoppers type spaces and dashes between groups. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** American Express codes have four digits, every other scheme three. */
export function isAmex(digits: string): boolean {
  return cardBrand(digits) === 'amex';
}

/** `MM/YY` (or `MM / YY`, `MMYY`) read into a month and a four-digit year; undefined when it is not a date. */
export function parseExpiry(value: string): { month: string; year: string } | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/?\s*([0-9]{2})\s*$/.exec(value);
  if (!match) return undefined;
  return { month: match[1]!, year: `20${match[2]!}` };
}

/** A card is good until the end of its expiry month. */
export function hasExpired(expiry: { month: string; year: string }, now: Date): boolean {
  return cardHasExpired({ month: Number(expiry.month), year: Number(expiry.year) }, now);
}

/** Formats the number in groups of four as the shopper types (Amex 4-6-5). */
export function groupCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  if (isAmex(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface CardInput {
  holderName: string;
  number: string;
  expiry: string;
  securityCode: string;
}

/** Each field's problem, if any. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!card.holderName.trim()) problems.holderName = 'required';
  const digits = cardDigits(card.number);
  if (!digits) problems.number = 'required';
  else if (!passesLuhn(digits)) problems.number = 'invalid';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) problems.expiry = 'required';
  else if (!expiry) problems.expiry = 'invalid';
  else if (hasExpired(expiry, now)) problems.expiry = 'expired';
  const code = card.securityCode.trim();
  if (!code) problems.securityCode = 'required';
  else if (!securityCodeFits(digits, code)) problems.securityCode = 'invalid';
  return problems;
}
