import fc from 'fast-check';

/** The part of JSON Schema the API's request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Text that has broken parsers and queries elsewhere: injections, traversal, control and odd unicode. */
export const HOSTILE_TEXT = [
  "' OR '1'='1' --",
  '"; DROP TABLE orders; --',
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\u202Eevil',
  '\uD800',
  '🧨'.repeat(50),
  'ア'.repeat(300),
  '-1',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '__proto__',
  ' ',
  '',
];

/** Keys that would poison a prototype if a handler merged the body into an object. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value, of any type: what a route gets when a field has the wrong type. */
export const anyJson = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -1e308, 1e308, 2 ** 53 + 2, '', [], {}),
  hostileString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Cap for generated collections: a few are enough to pass, the huge ones come from the invalid side. */
const SMALL = 3;

/** A value the schema accepts (or near enough: patterns and formats are honoured only for the common ones). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map(validValue));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = typesOf(schema).find((name) => name !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? SMALL, minLength + SMALL));
      return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
    }
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1000),
        max: Math.floor(schema.maximum ?? Math.max(1000, schema.minimum ?? 0)),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      return validString(schema);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date') return fc.constant('2026-11-25');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, minLength + 20));
  if (schema.pattern)
    return fc.oneof(
      fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= maxLength),
      fc.string({ minLength, maxLength }),
    );
  return fc.string({ minLength, maxLength });
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => [key, validValue(property)] as const);
  return fc.record(Object.fromEntries(entries), {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
}

/**
 * A value the schema must refuse: each constraint broken in turn (type, required, unknown keys, lengths, bounds,
 * enum), at the top or inside a property, plus prototype-pollution keys and absurd sizes.
 */
export function invalidValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const broken: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  if (schema.enum) broken.push(hostileString.filter((text) => !schema.enum!.includes(text)));
  const types = typesOf(schema);
  if (types.includes('string') || (!types.length && !schema.properties))
    broken.push(...brokenStrings(schema));
  if (types.includes('integer') || types.includes('number')) broken.push(...brokenNumbers(schema));
  if (types.includes('array')) broken.push(...brokenArrays(schema, depth));
  if (types.includes('object') || schema.properties) broken.push(...brokenObjects(schema, depth));
  return fc.oneof(...broken);
}

function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const matches = (value: unknown) => {
    if (value === null) return types.includes('null');
    if (Array.isArray(value)) return types.includes('array');
    if (Number.isInteger(value)) return types.includes('integer') || types.includes('number');
    return types.includes(typeof value);
  };
  return types.length ? anyJson.filter((value) => !matches(value)) : anyJson;
}

function brokenStrings(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const overLength = (schema.maxLength ?? 10_000) + 1;
  const arbitraries: fc.Arbitrary<unknown>[] = [
    fc.integer({ min: overLength, max: overLength * 4 }).map((length) => 'x'.repeat(length)),
    hostileString,
  ];
  if (schema.minLength) arbitraries.push(fc.string({ maxLength: schema.minLength - 1 }));
  return arbitraries;
}

function brokenNumbers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const arbitraries: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 0.5, -0.000001),
    fc.constantFrom('NaN', 'Infinity', '-1', '1e999', '0x10', ' 1'),
  ];
  if (schema.maximum !== undefined)
    arbitraries.push(fc.integer({ min: 1, max: 1e9 }).map((step) => schema.maximum! + step));
  if (schema.minimum !== undefined)
    arbitraries.push(fc.integer({ min: 1, max: 1e9 }).map((step) => schema.minimum! - step));
  return arbitraries;
}

function brokenArrays(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
  const item = schema.items ?? {};
  const over = (schema.maxItems ?? 1000) + 1;
  const arbitraries: fc.Arbitrary<unknown>[] = [
    fc
      .integer({ min: over, max: over + 50 })
      .chain((length) => validValue(item).map((value) => Array.from({ length }, () => value))),
  ];
  if (depth < 3) arbitraries.push(fc.array(invalidValue(item, depth + 1), { minLength: 1, maxLength: 3 }));
  if (schema.minItems) arbitraries.push(fc.constant([]));
  return arbitraries;
}

function brokenObjects(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validObject(schema);
  const arbitraries: fc.Arbitrary<unknown>[] = [
    // An unknown key, or one that would pollute a prototype.
    fc
      .tuple(
        valid,
        fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ minLength: 1, maxLength: 20 })),
        anyJson,
      )
      .filter(([, key]) => !Object.hasOwn(schema.properties ?? {}, key))
      // A computed key is an own property, even `__proto__`, and JSON.stringify sends it.
      .map(([object, key, value]) => ({ [key]: value, ...object })),
    fc.constant(
      JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}'),
    ),
    // Nesting deep enough to trouble a recursive walker.
    fc
      .integer({ min: 50, max: 3000 })
      .map((levels) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`)),
  ];
  for (const key of schema.required ?? [])
    arbitraries.push(
      valid.map((object) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key))),
    );
  if (depth < 3 && properties.length)
    arbitraries.push(
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .chain(([object, [key, property]]) =>
          invalidValue(property, depth + 1).map((value) => ({ ...object, [key]: value })),
        ),
    );
  return arbitraries;
}
