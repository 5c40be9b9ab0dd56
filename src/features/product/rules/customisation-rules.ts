/**
 * The personalisation rules the API applies, run in the browser too, so the shopper hears about a value the maker
 * cannot work as they type instead of after a round trip: the check is the API's own, from shared/.
 */
import { CUSTOMISE_LIMITS } from '../../../../schemas/api/customise.schema.ts';
import { checkCustomisationValue } from '../../../../shared/customisation-rules.ts';
import { characters } from '../../../../shared/customisation-text.ts';
import type { CustomisationOption, CustomisationRule } from '../../../kernel/types/product.ts';

/** One option's value as the maker would work it, and the rules it breaks: the API's own check. */
export const checkValue = (
  option: CustomisationOption,
  raw: string,
): { value: string; broken: CustomisationRule[] } =>
  checkCustomisationValue({ ...option, values: option.choices }, raw);

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
