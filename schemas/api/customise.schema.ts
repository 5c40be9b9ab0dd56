import type { FromSchema } from 'json-schema-to-ts';
import { shortText } from './common.schema.ts';
import { errorBodySchema } from './errors.ts';

/** Bounds of a personalisation request, before any rule of the product is applied. */
export const CUSTOMISE_LIMITS = {
  /** No product offers more options than this. */
  maxOptions: 10,
  /** Raw text as typed: emoji and symbols are stripped afterwards, so this is looser than any option's rule. */
  maxValueLength: 100,
} as const;

/** Option ids: short names such as `monogram` or `thread`, the keys of the cart line's inputs too. */
export const customisationOptionIdPattern = '^[a-z][a-zA-Z0-9_-]{0,39}$';

/** Rules a value must meet once normalised; lengths count characters (code points), not bytes. */
export const customisationRules = {
  type: 'object',
  additionalProperties: false,
  properties: {
    minLength: { type: 'integer', minimum: 0 },
    maxLength: { type: 'integer', minimum: 1 },
    /** A regular expression over the normalised value, written to mean the same with or without the `u` flag. */
    pattern: { type: 'string' },
  },
} as const;

/** The names `messages` is keyed by: every way a value can be refused. */
export const CUSTOMISATION_RULE_NAMES = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'hexColor',
  'oneOf',
] as const;
export type CustomisationRuleName = (typeof CUSTOMISATION_RULE_NAMES)[number];

const choice = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: { value: { type: 'string' }, label: { type: 'string' } },
} as const;

/**
 * One thing the shopper chooses. `text` is typed (emoji and symbols stripped, then the rules apply), `hex_color` is
 * a colour code (`#rgb` or `#rrggbb`, the `#` optional) with `values` as suggested swatches, `select` is one of
 * `values`. `applyDefault`: a missing or empty value takes `defaultValue` instead of being refused.
 */
export const customisationOption = {
  type: 'object',
  required: ['id', 'type', 'label', 'rules'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['text', 'hex_color', 'select'] },
    label: { type: 'string' },
    defaultValue: { type: 'string' },
    applyDefault: { type: 'boolean' },
    values: { type: 'array', items: choice },
    /** Text the maker works in capitals: the normalised value is upper-cased. */
    uppercase: { type: 'boolean' },
    rules: customisationRules,
  },
} as const;
export type CustomisationOption = FromSchema<typeof customisationOption>;

/** A message per rule name; `{label}`, `{minLength}` and `{maxLength}` stand for the option's own. */
const ruleMessages = {
  type: 'object',
  required: CUSTOMISATION_RULE_NAMES,
  additionalProperties: false,
  properties: Object.fromEntries(CUSTOMISATION_RULE_NAMES.map((name) => [name, { type: 'string' }])) as {
    [name in CustomisationRuleName]: { type: 'string' };
  },
} as const;

/**
 * The product answer's `customisation`, present only for a customisable product. Skus in `excludeSkus` cannot be
 * personalised (the client offers no personalisation for them and the server refuses them).
 */
export const productCustomisation = {
  type: 'object',
  required: ['enabled', 'options', 'excludeSkus', 'messages'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean', const: true },
    options: { type: 'array', items: customisationOption },
    excludeSkus: { type: 'array', items: { type: 'string' } },
    messages: ruleMessages,
  },
} as const;
export type ProductCustomisation = FromSchema<typeof productCustomisation>;

/** POST /atmos/v1/products/{productId}/customise: what the shopper chose, for one sku of the product. */
export const customiseBody = {
  type: 'object',
  required: ['selectedOptions', 'skuId'],
  additionalProperties: false,
  properties: {
    selectedOptions: {
      type: 'object',
      maxProperties: CUSTOMISE_LIMITS.maxOptions,
      propertyNames: { type: 'string', pattern: customisationOptionIdPattern },
      additionalProperties: shortText(CUSTOMISE_LIMITS.maxValueLength),
    },
    skuId: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;
export type CustomiseBody = FromSchema<typeof customiseBody>;

/** How a choice reads on the cart line: the option's label and the value's (a colour's name, a select's label). */
export const customisationDisplayInput = {
  type: 'object',
  required: ['key', 'value', 'keyLabel', 'valueLabel'],
  additionalProperties: false,
  properties: {
    key: { type: 'string' },
    value: { type: 'string' },
    keyLabel: { type: 'string' },
    valueLabel: { type: 'string' },
  },
} as const;
export type CustomisationDisplayInput = FromSchema<typeof customisationDisplayInput>;

/**
 * 200: the choice is valid. `selectedOptions` is normalised (stripped text, upper-cased where the option says so,
 * `#rrggbb` colours, defaults applied): send exactly these as the cart line's inputs. `previewImage` URLs draw the
 * sku's colour with the personalisation on it (both are the same scalable picture).
 */
export const customiseResponse = {
  type: 'object',
  required: ['status', 'selectedOptions', 'display', 'previewImage'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['SUCCESS'] },
    selectedOptions: { type: 'object', additionalProperties: { type: 'string' } },
    display: {
      type: 'object',
      required: ['inputs'],
      additionalProperties: false,
      properties: { inputs: { type: 'array', items: customisationDisplayInput } },
    },
    previewImage: {
      type: 'object',
      required: ['thumbnail', 'full'],
      additionalProperties: false,
      properties: { thumbnail: { type: 'string' }, full: { type: 'string' } },
    },
  },
} as const;
export type CustomiseResponse = FromSchema<typeof customiseResponse>;

/**
 * 422: the API's error body (code CUSTOMISATION_INVALID, `details` by JSON pointer) with `result: 'VALIDATION_ERROR'`
 * and `errors`, the messages per option id the storefront shows beside each field.
 */
export const customiseValidationError = {
  type: 'object',
  required: ['status', 'code', 'message', 'result', 'errors'],
  additionalProperties: false,
  properties: {
    ...errorBodySchema.properties,
    result: { type: 'string', enum: ['VALIDATION_ERROR'] },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;
export type CustomiseValidationError = FromSchema<typeof customiseValidationError>;
