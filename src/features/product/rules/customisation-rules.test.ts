import { describe, expect, it } from 'vitest';
import type { CustomisationOption } from '../../../kernel/types/product.ts';
import { characterCount } from '../../../../shared/customisation-text.ts';
import { checkValue, keepWithin } from './customisation-rules.ts';

const option = (overrides: Partial<CustomisationOption>): CustomisationOption => ({
  id: 'initials',
  type: 'text',
  label: 'Initials',
  applyDefault: false,
  choices: [],
  uppercase: false,
  rules: {},
  ...overrides,
});

describe('personalisation rules', () => {
  it('cleans text before its length and pattern are checked', () => {
    const initials = option({ uppercase: true, rules: { minLength: 2, maxLength: 3, pattern: '^[A-Z]+$' } });
    expect(checkValue(initials, 'a😀b')).toEqual({ value: 'AB', broken: [] });
    expect(checkValue(initials, '😀')).toEqual({ value: '', broken: ['required'] });
    expect(checkValue(initials, 'a')).toEqual({ value: 'A', broken: ['minLength'] });
    expect(checkValue(initials, 'abcd').broken).toEqual(['maxLength']);
    expect(checkValue(initials, 'a.b').broken).toEqual(['pattern']);
    expect(checkValue(initials, 'a1b2').broken).toEqual(['maxLength', 'pattern']);
  });

  it('reads colour codes of three or six digits, with or without #', () => {
    const thread = option({ id: 'thread', type: 'hex_color' });
    expect(checkValue(thread, 'F0a')).toEqual({ value: '#ff00aa', broken: [] });
    expect(checkValue(thread, '#1F2A44')).toEqual({ value: '#1f2a44', broken: [] });
    for (const wrong of ['#12345', '##123', 'red', '#1234567'])
      expect(checkValue(thread, wrong).broken).toEqual(['hexColor']);
  });

  it('takes only a listed choice, and the default for an empty value where the option applies one', () => {
    const foil = option({
      id: 'foil',
      type: 'select',
      defaultValue: 'gold',
      applyDefault: true,
      choices: [{ value: 'gold', label: 'Gold' }],
    });
    expect(checkValue(foil, '')).toEqual({ value: 'gold', broken: [] });
    expect(checkValue(foil, 'copper').broken).toEqual(['oneOf']);
    expect(checkValue({ ...foil, applyDefault: false }, '').broken).toEqual(['required']);
  });

  it('counts characters as a reader sees them, not UTF-16 units or code points', () => {
    expect(characterCount('日本')).toBe(2);
    expect(characterCount('𝒜b')).toBe(2);
    expect(characterCount('👍🏽a')).toBe(2);
    expect(characterCount('🇬🇧👩‍👩‍👧')).toBe(2);
    expect(characterCount('e\u0301')).toBe(1);
  });

  it('keeps an edit within the limit in characters: the typed part is cut, the rest kept, deleting allowed', () => {
    expect(keepWithin('', '😀ab', 3)).toBe('😀ab');
    expect(keepWithin('😀ab', '😀abc', 3)).toBe('😀ab');
    expect(keepWithin('ab', 'a😀😀😀b', 3)).toBe('a😀b');
    expect(keepWithin('abcde', 'abce', 3)).toBe('abce');
  });
});
