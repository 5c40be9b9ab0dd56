import { blockRef, colorHex, href, isoDateTime, localizedText } from '../../schemas/content/common.schema.ts';

/** The part of JSON Schema the content schemas use. */
interface Schema {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly Schema[];
  properties?: Readonly<Record<string, Schema>>;
  additionalProperties?: boolean | Schema;
  required?: readonly string[];
  items?: Schema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

/** One field of a block as its reference page lists it. */
export interface SchemaField {
  /** Where the field sits: `image.src`, `ctas[].label` (`[]` = each item of a list). */
  path: string;
  type: string;
  required: boolean;
  /** Limits, default and description, as short phrases. */
  notes: string[];
}

/** Shared fragments an editor knows by name; the fields they hold are the same everywhere. */
const NAMED: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [localizedText, 'text, or one text per language ({"en": "…", "ar": "…"})'],
  [colorHex, 'colour (#rgb or #rrggbb)'],
  [href, 'link (/path on the site, https://…, mailto:, tel: or #anchor)'],
  [isoDateTime, 'date and time with its offset (2027-01-06T23:59:59Z)'],
  [blockRef, 'block (any block type, checked against its own schema)'],
]);

const quoted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** The field's type in words. */
function typeOf(schema: Schema): string {
  const named = NAMED.get(schema);
  if (named) return named;
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of ${quoted(schema.enum)}`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(', or ');
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return schema.items ? `list of ${plural(typeOf(schema.items))}` : 'list';
    case 'object':
      if (schema.properties) return 'object';
      if (typeof schema.additionalProperties === 'object')
        return `object of names to ${plural(typeOf(schema.additionalProperties))}`;
      return 'object';
    default:
      return 'any value';
  }
}

const plural = (type: string) =>
  type === 'object' ? 'objects' : type.startsWith('block (') ? `blocks ${type.slice(6)}` : type;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Limits and hints that the type alone does not say. */
function notesOf(schema: Schema): string[] {
  const notes: string[] = [];
  if (!NAMED.has(schema) && schema.pattern) notes.push(`matches ${schema.pattern}`);
  if (schema.minLength !== undefined) notes.push(`at least ${count(schema.minLength, 'character')}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${count(schema.maxLength, 'character')}`);
  if (schema.minimum !== undefined) notes.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`at most ${schema.maximum}`);
  if (schema.minItems !== undefined) notes.push(`at least ${count(schema.minItems, 'item')}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${count(schema.maxItems, 'item')}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) notes.push(schema.description);
  return notes;
}

/**
 * Every field a schema describes, nested objects and list items included, in the schema's order: what a block's
 * reference page lists, so the page follows the schema with no hand-written documentation.
 */
export function schemaFields(schema: object): SchemaField[] {
  const fields: SchemaField[] = [];
  const visitObject = (object: Schema, prefix: string) => {
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const path = `${prefix}${name}`;
      fields.push({
        path,
        type: typeOf(field),
        required: object.required?.includes(name) ?? false,
        notes: notesOf(field),
      });
      visitChildren(field, path);
    }
  };
  const visitChildren = (field: Schema, path: string) => {
    if (NAMED.has(field)) return;
    if (field.properties) visitObject(field, `${path}.`);
    else if (field.items?.properties && !NAMED.has(field.items)) visitObject(field.items, `${path}[].`);
  };
  visitObject(schema as Schema, '');
  return fields;
}

/** The value at a field path (`ctas[].label`) in an example, from the first list item that has it. */
export function exampleValue(example: unknown, path: string): unknown {
  const steps = path.split('.');
  const find = (value: unknown, index: number): unknown => {
    if (index === steps.length) return value;
    const step = steps[index]!;
    const name = step.endsWith('[]') ? step.slice(0, -2) : step;
    const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
    if (!step.endsWith('[]')) return find(next, index + 1);
    if (!Array.isArray(next)) return undefined;
    if (index === steps.length - 1) return next;
    for (const item of next) {
      const found = find(item, index + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(example, 0);
}
