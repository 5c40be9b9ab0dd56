import { describe, expect, it } from 'vitest';
import { cardProblems, groupCardNumber, hasExpired, parseExpiry, passesLuhn } from './card-rules.ts';

const now = new Date('2026-11-26T10:00:00Z');
const good = {
  holderName: 'Ada Lovelace',
  number: '4111 1111 1111 1111',
  expiry: '03/30',
  securityCode: '737',
};

describe('card rules', () => {
  it('accepts the test cards by their check digit and refuses one digit off', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4212345678910006')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
  });

  it('reads MM/YY and counts a card good to the end of its month', () => {
    expect(parseExpiry('03/30')).toEqual({ month: '03', year: '2030' });
    expect(parseExpiry('0330')).toEqual({ month: '03', year: '2030' });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(hasExpired({ month: '11', year: '2026' }, now)).toBe(false);
    expect(hasExpired({ month: '10', year: '2026' }, now)).toBe(true);
  });

  it('names each field’s problem, and none for a good card', () => {
    expect(cardProblems(good, now)).toEqual({});
    expect(cardProblems({ holderName: ' ', number: '', expiry: '', securityCode: '' }, now)).toEqual({
      holderName: 'required',
      number: 'required',
      expiry: 'required',
      securityCode: 'required',
    });
    expect(
      cardProblems({ ...good, number: '4111 1111 1111 1112', expiry: '10/26', securityCode: '73' }, now),
    ).toEqual({ number: 'invalid', expiry: 'expired', securityCode: 'invalid' });
    // American Express wants four digits.
    expect(cardProblems({ ...good, number: '3782 822463 10005', securityCode: '737' }, now)).toEqual({
      securityCode: 'invalid',
    });
  });

  it('groups digits as the shopper types', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('41a1')).toBe('411');
  });
});
