import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat, dateFormatter, numberFormat } from './intl-formats.ts';

const Original = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
/** Count the formatters made of one kind while the test runs. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat') {
  const made = { count: 0 };
  const Counted = new Proxy(Original[kind], {
    construct(target, args: unknown[]) {
      made.count++;
      return Reflect.construct(target, args);
    },
  });
  Object.assign(Intl, { [kind]: Counted });
  return made;
}
afterEach(() => Object.assign(Intl, Original));

describe('Intl formatters kept per locale and options', () => {
  it('makes a formatter once per locale and options', () => {
    const made = countMade('NumberFormat');
    const a = numberFormat('en-GB', { minimumIntegerDigits: 3 });
    expect(numberFormat('en-GB', { minimumIntegerDigits: 3 })).toBe(a);
    expect(numberFormat('ar-AE', { minimumIntegerDigits: 3 })).not.toBe(a);
    expect(made.count).toBe(2);
    expect(a.format(7)).toBe('007');
  });

  it('makes a date formatter only when a date is formatted', () => {
    const made = countMade('DateTimeFormat');
    const format = dateFormatter('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(made.count).toBe(0);
    expect(format(new Date(Date.UTC(2027, 0, 6)))).toBe('6 January 2027');
    expect(format(new Date(Date.UTC(2027, 0, 7)))).toBe('7 January 2027');
    expect(made.count).toBe(1);
    expect(
      dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ).toBeDefined();
    expect(made.count).toBe(1);
  });
});
