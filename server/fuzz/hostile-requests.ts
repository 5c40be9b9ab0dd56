import fc from 'fast-check';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { HOSTILE_TEXT, invalidValue, validValue, type JsonSchema } from './schema-arbitraries.ts';

/** One operation of the published OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  body?: { contentType: string; schema: JsonSchema };
}

/** Who calls: the headers that say so (anonymous Basic, a signed-in bearer, or forgeries). */
export interface Caller {
  name: string;
  /** A genuine caller: most cases use one, so requests get past authentication into the route's own checks. */
  genuine?: boolean;
  headers: () => Record<string, string>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the case broke, for the failure report. */
  label: string;
}

/** Every path × method of an OpenAPI document, with its parameters and JSON (or multipart) body. */
export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
      };
    }),
  );
}

/** Percent-encoding that survives lone surrogates (sent as U+FFFD, as a browser would). */
export const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** The fields fast-check left out of an optional record, dropped. */
const present = (record: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

const hostileSegment = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT.filter((text) => text !== '')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.integer({ min: 1000, max: 5000 }).map((length) => 'a'.repeat(length)),
);

/** Body texts that are not the JSON the route reads at all. */
const brokenBodies: fc.Arbitrary<{ text: string; contentType: string; label: string }> = fc.oneof(
  fc.constantFrom(
    { text: '{"broken": ', contentType: 'application/json', label: 'invalid JSON' },
    { text: '{"a":1}{"b":2}', contentType: 'application/json', label: 'two JSON values' },
    { text: '', contentType: 'application/json', label: 'empty body' },
    { text: 'null', contentType: 'application/json', label: 'null body' },
    { text: '[{}]', contentType: 'application/json', label: 'array body' },
    { text: '"text"', contentType: 'application/json', label: 'string body' },
    { text: '1e999', contentType: 'application/json', label: 'huge number body' },
    { text: '\uFEFF{}', contentType: 'application/json', label: 'byte-order mark' },
    { text: '{"a":1}', contentType: 'text/plain', label: 'text/plain' },
    { text: '<a>1</a>', contentType: 'application/xml', label: 'xml' },
    { text: 'a=1&a=2', contentType: 'application/x-www-form-urlencoded', label: 'form' },
    { text: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x', label: 'broken multipart' },
    { text: '{}', contentType: 'application/json; charset=utf-7', label: 'odd charset' },
    { text: '{}', contentType: 'multipart/form-data', label: 'multipart without boundary' },
  ),
  fc.integer({ min: 1, max: 3 }).map((megabytes) => ({
    text: JSON.stringify({ big: 'x'.repeat(megabytes * 1024 * 1024) }),
    contentType: 'application/json',
    label: `${megabytes} MB body`,
  })),
);

/** Query strings: the route's own parameters broken, repeated, as arrays, or joined by unknown ones. */
function queryOf(operation: Operation, siteTag: string): fc.Arbitrary<{ query: string; label: string }> {
  const params = operation.parameters.filter((parameter) => parameter.in === 'query');
  const valid = fc
    .record(
      Object.fromEntries(
        params
          .filter((parameter) => parameter.name !== 'siteTag')
          .map((parameter) => [parameter.name, validValue(parameter.schema).map(String)]),
      ),
      { requiredKeys: [] },
    )
    .map(present);
  const pairs = (values: Record<string, string>) => new URLSearchParams({ siteTag, ...values }).toString();
  const names = params.map((parameter) => parameter.name);
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((values) => ({ query: pairs(values), label: 'valid query' })) },
    fc
      .tuple(valid, fc.constantFrom(...(names.length ? names : ['siteTag'])), hostileSegment)
      .map(([values, name, value]) => ({
        query: pairs({ ...values, [name]: value }),
        label: `hostile ${name}`,
      })),
    fc
      .tuple(fc.constantFrom(...(names.length ? names : ['lang'])), hostileSegment, hostileSegment)
      .map(([name, first, second]) => ({
        query: `siteTag=${siteTag}&${name}=${encode(first)}&${name}=${encode(second)}&${name}[]=1&${name}[a]=2`,
        label: `repeated ${name}`,
      })),
    hostileSegment.map((value) => ({
      query: `siteTag=${encode(value)}`,
      label: 'hostile siteTag',
    })),
    fc.constantFrom(
      { query: '', label: 'no siteTag' },
      { query: `siteTag=${siteTag}&siteTag=other`, label: 'two siteTags' },
      { query: `siteTag=${siteTag}&__proto__[x]=1&constructor[prototype][y]=1`, label: 'pollution query' },
      { query: `siteTag=${siteTag}&${'k=v&'.repeat(2000)}`, label: 'many parameters' },
      { query: `siteTag=${siteTag}&%ZZ=%E0%A4%A`, label: 'bad percent escapes' },
    ),
  );
}

/** Path parameters: a valid value of each, or one of them hostile. */
function pathOf(operation: Operation): fc.Arbitrary<{ path: string; label: string }> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (!names.length) return fc.constant({ path: operation.path, label: '' });
  const schemaOf = (name: string) =>
    operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ??
    {};
  const fill = (values: Record<string, string>) =>
    operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(values[name] ?? 'x'));
  const valid = fc.record(
    Object.fromEntries(names.map((name) => [name, validValue(schemaOf(name)).map(String)])),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((values) => ({ path: fill(values), label: 'valid path' })) },
    fc.tuple(valid, fc.constantFrom(...names), hostileSegment).map(([values, name, value]) => ({
      path: fill({ ...values, [name]: value }),
      label: `hostile {${name}}`,
    })),
    fc
      .constantFrom(...names)
      .map((name) => ({ path: operation.path.replace(`{${name}}`, '..%2F..%2F'), label: 'traversal' })),
  );
}

/** Headers the route declares (idempotency key, captcha type): valid, missing, or broken. */
function declaredHeaders(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
  if (!headers.length) return fc.constant({});
  return fc
    .record(
      Object.fromEntries(
        headers.map((header) => [
          header.name,
          fc.oneof(
            validValue(header.schema).map(String),
            hostileSegment.map((value) => value.replace(/[^\x20-\x7e]/g, '?')),
          ),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map(present);
}

/** Headers that lie about who calls or carry junk, added on top of the caller's own. */
const hostileHeaders: fc.Arbitrary<{ headers: Record<string, string>; label: string }> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ headers: {}, label: '' }) },
  fc.constantFrom<{ headers: Record<string, string>; label: string }>(
    { headers: { [SESSION_HEADER]: 'not-a-session' }, label: 'garbage session' },
    { headers: { [SESSION_HEADER]: `${'0'.repeat(36)}.${'A'.repeat(43)}` }, label: 'forged session' },
    { headers: { [SESSION_HEADER]: 'x'.repeat(16_000) }, label: 'huge session header' },
    { headers: { authorization: 'Bearer' }, label: 'empty bearer' },
    { headers: { authorization: 'Basic !!!' }, label: 'bad basic' },
    { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, label: 'wrong basic' },
    { headers: { authorization: `Bearer ${'a'.repeat(16_000)}` }, label: 'huge bearer' },
    { headers: { authorization: 'Negotiate abc' }, label: 'unknown scheme' },
    { headers: { 'x-subfolder': '../../x' }, label: 'hostile subfolder' },
    { headers: { 'accept-language': 'x'.repeat(8000) }, label: 'huge accept-language' },
    { headers: { 'x-forwarded-for': "1.1.1.1, ' OR 1=1" }, label: 'forged forwarded-for' },
  ),
);

/**
 * Requests for one operation: its path, query, declared headers and body each valid or broken, from a caller whose
 * headers may be tampered with. Most cases break one thing at a time, so a refusal points at the thing broken.
 */
export function requestsFor(
  operation: Operation,
  callers: Caller[],
  siteTag: string,
): fc.Arbitrary<FuzzRequest> {
  const body = operation.body;
  const bodyArbitrary: fc.Arbitrary<{ payload?: string; contentType?: string; label: string }> = !body
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant({ label: '' }) },
        brokenBodies.map((broken) => ({
          payload: broken.text,
          contentType: broken.contentType,
          label: broken.label,
        })),
      )
    : body.contentType.startsWith('multipart/')
      ? brokenBodies.map((broken) => ({
          payload: broken.text,
          contentType: broken.contentType,
          label: broken.label,
        }))
      : fc.oneof(
          {
            weight: 2,
            arbitrary: validValue(body.schema).map((value) => ({
              payload: JSON.stringify(value),
              contentType: body.contentType,
              label: 'valid body',
            })),
          },
          {
            weight: 3,
            arbitrary: invalidValue(body.schema).map((value) => ({
              payload: JSON.stringify(value) ?? '',
              contentType: body.contentType,
              label: `invalid body ${(JSON.stringify(value) ?? '').slice(0, 60)}`,
            })),
          },
          brokenBodies.map((broken) => ({
            payload: broken.text,
            contentType: broken.contentType,
            label: broken.label,
          })),
        );
  return fc
    .record({
      caller: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...callers.filter((caller) => caller.genuine)) },
        fc.constantFrom(...callers),
      ),
      path: pathOf(operation),
      query: queryOf(operation, siteTag),
      declared: declaredHeaders(operation),
      hostile: hostileHeaders,
      body: bodyArbitrary,
    })
    .map(({ caller, path, query, declared, hostile, body: sent }) => ({
      method: operation.method,
      url: `${path.path}${query.query ? `?${query.query}` : ''}`,
      headers: {
        ...caller.headers(),
        ...declared,
        ...hostile.headers,
        ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
      },
      ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
      label: [caller.name, path.label, query.label, hostile.label, sent.label].filter(Boolean).join(' | '),
    }));
}
