import { describe, expect, it } from 'vitest';
import { cardBrand, decideCard, passesLuhn } from './card-rules.ts';

const TODAY = new Date('2026-11-25T12:00:00Z');
const card = (number: string, overrides: Partial<Parameters<typeof decideCard>[0]> = {}) =>
  decideCard(
    { number, expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Ada', ...overrides },
    TODAY,
  );

describe('sandbox card rules', () => {
  it('checks the Luhn digit', () => {
    for (const number of ['4111111111111111', '5555555555554444', '4000000000000002', '4212345678910006'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
    expect(card('4111111111111112')).toEqual({ resultCode: 'Refused', refusalReason: 'Invalid Card Number' });
  });

  it('decides each test card', () => {
    expect(card('4111111111111111')).toEqual({ resultCode: 'Authorised' });
    expect(card('5555 5555 5555 4444')).toEqual({ resultCode: 'Authorised' });
    expect(card('4000000000000002')).toEqual({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect(card('4000000000009995')).toEqual({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
    expect(card('4212345678910006')).toEqual({ resultCode: 'ChallengeShopper' });
    expect(card('4111111111111111', { holderName: ' declined ' })).toEqual({
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    expect(cardBrand('5555555555554444')).toBe('mc');
  });

  it('refuses expired cards (valid through the expiry month) and security codes not of the scheme’s length', () => {
    expect(card('4111111111111111', { expiryMonth: '10', expiryYear: '2026' }).resultCode).toBe('Refused');
    expect(card('4111111111111111', { expiryMonth: '11', expiryYear: '2026' })).toEqual({
      resultCode: 'Authorised',
    });
    expect(card('4111111111111111', { expiryMonth: '13' })).toMatchObject({ refusalReason: 'Expired Card' });
    expect(card('4111111111111111', { cvc: '73' })).toMatchObject({ refusalReason: 'CVC Declined' });
    // The scheme's length, as the card form checks it: four digits for American Express, three for the others.
    expect(card('4111111111111111', { cvc: '7373' })).toMatchObject({ refusalReason: 'CVC Declined' });
    expect(card('378282246310005', { cvc: '7373' })).toEqual({ resultCode: 'Authorised' });
    expect(card('378282246310005', { cvc: '737' })).toMatchObject({ refusalReason: 'CVC Declined' });
  });
});
