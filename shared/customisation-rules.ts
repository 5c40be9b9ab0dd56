/**
 * The personalisation value rules, once for the API that refuses a value the maker cannot work and the storefront
 * that says so as the shopper types. Text is cleaned first (emoji and symbols dropped, capitals where the maker
 * works in them), then its length and pattern are checked; a colour must be a code, a select one of its values.
 */
import type { CustomisationOption, CustomisationRuleName } from '../schemas/api/customise.schema.ts';
import { characterCount, normaliseHex, normaliseText } from './customisation-text.ts';

/** What the rules read of an option: its wire shape, of which the storefront keeps `values` under another name. */
export type CustomisationValueRules = Pick<
  CustomisationOption,
  'type' | 'defaultValue' | 'applyDefault' | 'values' | 'uppercase' | 'rules'
>;

/** One option's value as the maker would work it, and the rules it breaks (none when it is fine). */
export function checkCustomisationValue(
  option: CustomisationValueRules,
  raw: string,
): { value: string; broken: CustomisationRuleName[] } {
  const clean = (text: string) =>
    option.type === 'text' ? normaliseText(text, option.uppercase === true) : text.trim();
  let value = clean(raw);
  if (value === '' && option.applyDefault && option.defaultValue !== undefined)
    value = clean(option.defaultValue);
  if (value === '') return { value, broken: ['required'] };
  if (option.type === 'hex_color') {
    const hex = normaliseHex(value);
    return hex ? { value: hex, broken: [] } : { value, broken: ['hexColor'] };
  }
  if (option.type === 'select') {
    const known = (option.values ?? []).some((choice) => choice.value === value);
    return { value, broken: known ? [] : ['oneOf'] };
  }
  const { minLength, maxLength, pattern } = option.rules;
  const length = characterCount(value);
  const broken: CustomisationRuleName[] = [];
  if (minLength !== undefined && length < minLength) broken.push('minLength');
  if (maxLength !== undefined && length > maxLength) broken.push('maxLength');
  if (pattern !== undefined && !matches(pattern, value)) broken.push('pattern');
  return { value, broken };
}

/**
 * A pattern this engine cannot compile (an older browser, a newer syntax) is left to the other side to judge; the
 * API's patterns are constants of its own code, which its tests compile.
 */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}
