import { localizedText } from './common.schema.ts';

/** config.json at a site's root: who the site serves and how its URLs are built. */
export const siteConfigSchema = {
  type: 'object',
  required: ['siteId', 'name', 'country', 'countryFolder', 'languages', 'defaultLanguage', 'currency'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    siteId: { type: 'string', pattern: '^[a-z0-9-]+$' },
    name: { type: 'string', minLength: 1 },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    countryFolder: {
      type: 'string',
      pattern: '^([a-z0-9-]+)?$',
      description: 'Empty: the base path is {language}-{country}.',
    },
    languages: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z]{2}$' },
    },
    defaultLanguage: { type: 'string', pattern: '^[a-z]{2}$' },
    locales: { type: 'object', additionalProperties: { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' } },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    sitePublicId: { type: 'string' },
    brandsPathname: { type: 'string', pattern: '^[a-z0-9-]+$', default: 'brands' },
    navigation: {
      type: 'object',
      additionalProperties: false,
      properties: {
        startingContext: { type: 'string' },
        maxItemsPerColumn: { type: 'integer', minimum: 1, default: 100 },
      },
    },
    campaigns: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]+$' } },
    listing: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filterDisplay: {
          enum: ['sidebar', 'dropdown'],
          default: 'sidebar',
          description:
            'How desktop listings offer their filters: a sidebar of accordions, or a bar of dropdowns over the results (one open at a time). Phones always use the filter drawer.',
        },
        brandDisplay: {
          type: 'boolean',
          default: true,
          description: 'Whether listings offer the brand filter (brand pages never do).',
        },
      },
    },
    product: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxSizeButtons: {
          type: 'integer',
          minimum: 1,
          default: 10,
          description:
            'The most sizes a product page (and quick buy) offers as buttons; a product with more offers its sizes in a dropdown.',
        },
      },
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxCartItems: { type: 'integer' },
        maxQuantityPerItem: { type: 'integer' },
        suggestionsThreshold: { type: 'integer', minimum: 1, default: 1 },
      },
    },
    features: {
      type: 'object',
      additionalProperties: { type: 'boolean' },
    },
    support: {
      type: 'object',
      additionalProperties: false,
      properties: { email: { type: 'string' }, phone: { type: 'string' }, hours: localizedText },
    },
    siteGate: {
      type: 'object',
      required: ['credentials'],
      additionalProperties: false,
      description:
        'Locks the whole site behind a username/password overlay while credentials are listed. Each value is the output of `npm run gate:hash` (first 8 hex characters of SHA-256), never clear text.',
      properties: {
        credentials: {
          type: 'array',
          items: {
            type: 'object',
            required: ['username', 'password'],
            additionalProperties: false,
            properties: {
              username: { type: 'string', pattern: '^[0-9a-f]{8}$' },
              password: { type: 'string', pattern: '^[0-9a-f]{8}$' },
            },
          },
        },
      },
    },
  },
} as const;

/** sortOptions.json: the sort menu of listings, with path rules deciding where each option appears. */
export const sortOptionsSchema = {
  type: 'object',
  required: ['options'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    default: { type: 'string', default: 'bestMatch' },
    options: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: {
          label: localizedText,
          value: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
          onlyAppear: { type: 'array', items: { type: 'string' } },
          doesNotAppear: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** metadata-v2.json at the content root: polled by every open page, so an operator can switch maintenance on. */
export const siteMetadataSchema = {
  type: 'object',
  required: ['inMaintenance'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    inMaintenance: { type: 'boolean' },
    siteTag: { type: 'string' },
    defaultSite: { type: 'string' },
    integrations: { type: 'object', additionalProperties: { type: 'boolean' } },
    /** The identity service's user pool (used when `integrations.identity` is on). */
    identity: {
      type: 'object',
      required: ['region', 'userPoolId', 'clientId'],
      additionalProperties: false,
      properties: {
        region: { type: 'string', minLength: 1 },
        userPoolId: { type: 'string', minLength: 1 },
        clientId: { type: 'string', minLength: 1 },
        /** Our own identity server, relative to the page's origin (or absolute); absent for a real pool. */
        endpoint: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;
