import { describe, expect, it } from 'vitest';
import { checkCustomisationValue, type CustomisationValueRules } from './customisation-rules.ts';

const text = (overrides: Partial<CustomisationValueRules> = {}): CustomisationValueRules => ({
  type: 'text',
  rules: {},
  ...overrides,
});

describe('checkCustomisationValue', () => {
  it('cleans text, then checks its length in characters and its pattern', () => {
    const initials = text({ uppercase: true, rules: { minLength: 2, maxLength: 3, pattern: '^[A-Z]+$' } });
    expect(checkCustomisationValue(initials, 'a😀b')).toEqual({ value: 'AB', broken: [] });
    expect(checkCustomisationValue(initials, '😀')).toEqual({ value: '', broken: ['required'] });
    expect(checkCustomisationValue(initials, 'a1b2').broken).toEqual(['maxLength', 'pattern']);
    expect(checkCustomisationValue(text({ rules: { maxLength: 2 } }), '日本').broken).toEqual([]);
  });

  it('upper-cases only when the option says true, and applies a default only where it is asked for', () => {
    expect(checkCustomisationValue(text(), 'ab').value).toBe('ab');
    const withDefault = text({ defaultValue: 'ann', applyDefault: true });
    expect(checkCustomisationValue(withDefault, ' ')).toEqual({ value: 'ann', broken: [] });
    expect(checkCustomisationValue({ ...withDefault, applyDefault: false }, ' ').broken).toEqual([
      'required',
    ]);
  });

  it('reads a colour code and takes a select’s listed value only', () => {
    expect(checkCustomisationValue({ type: 'hex_color', rules: {} }, 'F0a').value).toBe('#ff00aa');
    expect(checkCustomisationValue({ type: 'hex_color', rules: {} }, 'red').broken).toEqual(['hexColor']);
    const foil: CustomisationValueRules = {
      type: 'select',
      rules: {},
      values: [{ value: 'gold', label: 'Gold' }],
    };
    expect(checkCustomisationValue(foil, 'gold').broken).toEqual([]);
    expect(checkCustomisationValue(foil, 'copper').broken).toEqual(['oneOf']);
    expect(checkCustomisationValue({ type: 'select', rules: {} }, 'gold').broken).toEqual(['oneOf']);
  });

  // The API used to fail on such a pattern and the storefront to let it pass; both now leave it unapplied.
  it('leaves a pattern it cannot compile unapplied', () => {
    expect(checkCustomisationValue(text({ rules: { pattern: '(' } }), 'abc')).toEqual({
      value: 'abc',
      broken: [],
    });
  });
});
