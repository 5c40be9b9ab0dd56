import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordPolicyFailure } from './password-policy.ts';

describe('passwordPolicyFailure', () => {
  it.each([
    ['Abcdef1', 'length'],
    ['abcdefg1!', 'uppercase'],
    ['ABCDEFG1!', 'lowercase'],
    ['Abcdefgh!', 'numeric'],
    ['Abcdefgh1', 'symbol'],
    ['Abcdefg1é', 'symbol'],
    ['Abcdefg1 ', undefined],
    ['Ébcdefg1!', undefined],
  ])('names the first rule %j breaks: %s', (password, rule) => {
    expect(passwordPolicyFailure(password)).toBe(rule);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven characters, eight UTF-16 units: one emoji is a surrogate pair.
    expect(passwordPolicyFailure('Ab1!cd😀')).toBe('length');
    expect(meetsPasswordPolicy('Ab1!cde😀')).toBe(true);
  });
});
