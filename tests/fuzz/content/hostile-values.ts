import fc from 'fast-check';

/** Text that has broken renderers before: markup and script, bidi overrides, emoji, NUL, lone surrogates. */
const hostileStrings = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '</script><script>alert(2)</script>',
  '<img src=x onerror=alert(3)>',
  '"><svg onload=alert(4)>',
  '<a href="javascript:alert(5)">click</a>',
  'javascript:alert(6)',
  '//evil.example/path',
  '<!--',
  ']]>',
  '{{constructor.constructor("alert(7)")()}}',
  '$t(WEB.HEADER.SEARCH)',
  '{{lng}}',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'こんにちは世界',
  '🧥👢🏳️‍🌈👩🏽‍💻',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFEFF',
  '\r\n\t',
  '%s%n%x',
  '__proto__',
  'constructor',
  'toString',
  '../../../etc/passwd',
  '1e999',
  'NaN',
];

/** Keys that reach objects' prototypes when code copies content carelessly. */
export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const longString = fc
  .tuple(fc.constantFrom('A', 'é', '🧥', 'ب', '<b>', ' '), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, count]) => unit.repeat(Math.ceil(count / unit.length)));

const numbers = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects, bounded: deep enough to hurt recursive walkers, small enough to parse. */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { nested: value };
  return value;
});

/** An object holding a prototype key as its own property, as `JSON.parse` builds it. */
const pollutingObject = fc
  .constantFrom(...hostileKeys)
  .map((key) => JSON.parse(`{"${key}": {"polluted": true, "isAdmin": true}}`) as unknown);

const scalar = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  numbers,
  fc.boolean(),
  fc.constant(null),
);

/** Any value a broken or malicious content file may hold where something else was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: pollutingObject, weight: 1 },
  { arbitrary: fc.array(scalar, { maxLength: 5 }), weight: 2 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }), weight: 2 },
);
