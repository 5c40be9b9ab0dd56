/**
 * The personalisation rules the API applies, run in the browser too, so the shopper hears about a value the maker
 * cannot work as they type instead of after a round trip. Text is cleaned by the module the API uses; a test
 * (tests/integration/customisation-rules-parity.test.ts) checks both come to the same verdicts.
 */
import { CUSTOMISE_LIMITS } from '../../schemas/api/customise.schema.ts';
import { characterCount, characters, normaliseHex, normaliseText } from '../../shared/customisation-text.ts';
import type { CustomisationOption, CustomisationRule } from '../services/types/product.ts';

/** One option's value as the maker would work it, and the rules it breaks (none when it is fine). */
export function checkValue(
  option: CustomisationOption,
  raw: string,
): { value: string; broken: CustomisationRule[] } {
  const clean = (text: string) =>
    option.type === 'text' ? normaliseText(text, option.uppercase) : text.trim();
  let value = clean(raw);
  if (value === '' && option.applyDefault && option.defaultValue !== undefined)
    value = clean(option.defaultValue);
  if (value === '') return { value, broken: ['required'] };
  if (option.type === 'hex_color') {
    const hex = normaliseHex(value);
    return hex ? { value: hex, broken: [] } : { value, broken: ['hexColor'] };
  }
  if (option.type === 'select')
    return { value, broken: option.choices.some((choice) => choice.value === value) ? [] : ['oneOf'] };
  const { minLength, maxLength, pattern } = option.rules;
  const length = characterCount(value);
  const broken: CustomisationRule[] = [];
  if (minLength !== undefined && length < minLength) broken.push('minLength');
  if (maxLength !== undefined && length > maxLength) broken.push('maxLength');
  if (pattern !== undefined && !matches(pattern, value)) broken.push('pattern');
  return { value, broken };
}

/** A pattern the browser cannot compile is left to the API to judge. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

/** The most characters a text option's field takes as typed: its longest value, else the API's cap on raw text. */
export const typingLimit = (option: CustomisationOption) =>
  option.rules.maxLength ?? CUSTOMISE_LIMITS.maxValueLength;

/**
 * An edit of a text field kept within `max` characters as a reader counts them (an emoji is one, however many code
 * units it takes): what was typed or pasted is cut to the room left, what was there stays, and deleting always works.
 */
export function keepWithin(previous: string, next: string, max: number): string {
  const after = characters(next);
  if (after.length <= max) return next;
  const before = characters(previous);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  const typed = after.slice(start, after.length - end);
  const room = Math.max(0, max - start - end);
  return [...after.slice(0, start), ...typed.slice(0, room), ...after.slice(after.length - end)].join('');
}
