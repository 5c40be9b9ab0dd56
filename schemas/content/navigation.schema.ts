import { colorHex, href, localizedText, mediaSrc, seo } from './common.schema.ts';

const navTreeFields = {
  key: { type: 'string', pattern: '^[a-z0-9-]+$' },
  label: localizedText,
  path: { type: 'string', pattern: '^[a-z0-9-]+$', description: 'This level`s URL segment.' },
  filters: { type: 'string', maxLength: 500, description: 'Search filters of this listing.' },
  prioritizedProductIds: {
    type: 'array',
    maxItems: 20,
    uniqueItems: true,
    items: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
    description: 'Products this listing shows first, in this order, after any a link features.',
  },
  hide: { type: 'boolean' },
  seo,
} as const;
const navTreeRequired = ['key', 'label', 'path'] as const;

const navTreeL4 = {
  type: 'object',
  required: navTreeRequired,
  additionalProperties: false,
  properties: navTreeFields,
} as const;
const navTreeL3 = {
  type: 'object',
  required: navTreeRequired,
  additionalProperties: false,
  properties: { ...navTreeFields, children: { type: 'array', items: navTreeL4 } },
} as const;
const navTreeL2 = {
  type: 'object',
  required: navTreeRequired,
  additionalProperties: false,
  properties: { ...navTreeFields, children: { type: 'array', items: navTreeL3 } },
} as const;
const navTreeL1 = {
  type: 'object',
  required: navTreeRequired,
  additionalProperties: false,
  properties: { ...navTreeFields, children: { type: 'array', items: navTreeL2 } },
} as const;

/** data/navTree.json: every category path the site answers, up to four levels (l1..l4). */
export const navTreeSchema = {
  type: 'object',
  required: ['levels'],
  additionalProperties: false,
  properties: { $schema: { type: 'string' }, levels: { type: 'array', minItems: 1, items: navTreeL1 } },
} as const;

const navItemFields = {
  key: { type: 'string', minLength: 1 },
  label: localizedText,
  sublabel: localizedText,
  path: href,
  icon: { type: 'string' },
  image: mediaSrc,
  color: colorHex,
  target: { enum: ['_self', '_blank'] },
  className: { type: 'string', pattern: '^[a-z0-9 -]*$' },
  type: { enum: ['link', 'content', 'back-button', 'view-all-button'], default: 'link' },
} as const;
const navItemLeaf = {
  type: 'object',
  required: ['key', 'label'],
  additionalProperties: false,
  properties: navItemFields,
} as const;
const navItemColumn = {
  type: 'object',
  required: ['key', 'label'],
  additionalProperties: false,
  properties: { ...navItemFields, items: { type: 'array', items: navItemLeaf } },
} as const;
const navItemTop = {
  type: 'object',
  required: ['key', 'label', 'path'],
  additionalProperties: false,
  properties: { ...navItemFields, items: { type: 'array', items: navItemColumn } },
} as const;

/** data/navMenu.json: the mega menu (top items, their columns, the links in each column). */
export const navMenuSchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: { $schema: { type: 'string' }, items: { type: 'array', minItems: 1, items: navItemTop } },
} as const;

/** data/{language}/menu-pullout.json: the phone menu's extra sections under the categories. */
export const menuPulloutSchema = {
  type: 'object',
  required: ['sections'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'items'],
        additionalProperties: false,
        properties: { title: { type: 'string' }, items: { type: 'array', items: navItemLeaf } },
      },
    },
  },
} as const;

/** data/country-navigation_{language}.json: the countries a shopper can switch to, with their languages. */
export const countryNavigationSchema = {
  type: 'object',
  required: ['countries'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    title: { type: 'string' },
    countries: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['code', 'value', 'label', 'languages'],
        additionalProperties: false,
        properties: {
          code: { type: 'string', pattern: '^[A-Z]{2}$' },
          value: { type: 'string', description: 'The siteId this option leads to.' },
          label: { type: 'string' },
          image: mediaSrc,
          languages: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['code', 'value', 'url'],
              additionalProperties: false,
              properties: {
                code: { type: 'string' },
                value: { type: 'string' },
                url: { type: 'string', pattern: '^/' },
              },
            },
          },
          cta: { type: 'object', additionalProperties: false, properties: { label: { type: 'string' } } },
          termsAndConditions: { type: 'string' },
          cartReplacement: { type: 'string' },
          disclaimer: { type: 'string' },
        },
      },
    },
  },
} as const;
