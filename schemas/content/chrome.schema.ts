import { colorHex, href, image, link, localizedText, mediaSrc } from './common.schema.ts';

/** data/header.json: logo, promo strip and utility links above the mega menu. A failure to load it is ignored. */
export const headerSchema = {
  type: 'object',
  required: ['logo'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    logo: {
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: {
        text: { type: 'string' },
        src: mediaSrc,
        width: { type: 'integer' },
        height: { type: 'integer' },
      },
    },
    promoMessages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['text'],
        additionalProperties: false,
        properties: { text: localizedText, href },
      },
    },
    promoBackground: colorHex,
    promoColor: colorHex,
    utilityLinks: { type: 'array', items: link },
  },
} as const;

/** data/{language}/footer.json: link columns, social links, newsletter teaser, payment marks and legal text. */
export const footerSchema = {
  type: 'object',
  required: ['columns'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'links'],
        additionalProperties: false,
        properties: { title: { type: 'string' }, links: { type: 'array', items: link } },
      },
    },
    social: {
      type: 'array',
      items: {
        type: 'object',
        required: ['network', 'href'],
        additionalProperties: false,
        properties: {
          network: { enum: ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'x', 'line'] },
          href,
        },
      },
    },
    newsletter: {
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      properties: { title: { type: 'string' }, text: { type: 'string' } },
    },
    paymentMethods: { type: 'array', items: { type: 'string' } },
    legal: { type: 'string' },
  },
} as const;

/** data/{language}/footerNav.json: the bottom row of legal and policy links. */
export const footerNavSchema = {
  type: 'object',
  required: ['links'],
  additionalProperties: false,
  properties: { $schema: { type: 'string' }, links: { type: 'array', items: link } },
} as const;

/** data/{language}/badges.json: product badges by id (new, sale, exclusive...). */
export const badgesSchema = {
  type: 'object',
  required: ['badges'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    badges: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          label: { type: 'string' },
          color: colorHex,
          textColor: colorHex,
        },
      },
    },
  },
} as const;

/** data/{language}/splash-modal.json (may be missing): shown once per visitor. */
export const splashModalSchema = {
  type: 'object',
  required: ['id', 'enabled', 'title'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string' },
    enabled: { type: 'boolean' },
    title: { type: 'string' },
    html: { type: 'string' },
    image,
    ctas: { type: 'array', items: link },
  },
} as const;

/** data/seoData.json: default and per-route titles and descriptions. */
export const seoDataSchema = {
  type: 'object',
  required: ['defaults'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    titleTemplate: { type: 'string', pattern: '%s' },
    defaults: {
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      properties: { title: localizedText, description: localizedText },
    },
    routes: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { title: localizedText, description: localizedText },
      },
    },
  },
} as const;

/** data/head.json: extra meta and link tags for every page. */
export const headSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    themeColor: colorHex,
    meta: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'content'],
        additionalProperties: false,
        properties: { name: { type: 'string' }, content: { type: 'string' } },
      },
    },
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rel', 'href'],
        additionalProperties: false,
        properties: {
          rel: { enum: ['icon', 'apple-touch-icon', 'manifest', 'preconnect'] },
          href: mediaSrc,
        },
      },
    },
  },
} as const;

/** data/promotions.json: promotion messages products and the cart refer to by id. */
export const promotionsSchema = {
  type: 'object',
  required: ['promotions'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    promotions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'label'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          kind: { enum: ['badge', 'banner', 'text'] },
          label: localizedText,
          href,
          color: colorHex,
        },
      },
    },
  },
} as const;

/** data/scripts/scripts.json: third-party scripts, each loaded with a timeout and never allowed to break the page. */
export const scriptsSchema = {
  type: 'object',
  required: ['scripts'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    scripts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'src', 'enabled'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          src: { type: 'string', pattern: '^(/|https://)' },
          enabled: { type: 'boolean' },
          kind: { enum: ['tracking', 'consent', 'reviews', 'fingerprint', 'error-reporting', 'other'] },
          readyGlobal: {
            type: 'string',
            pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$',
            description:
              "For kind 'consent': the global its banner defines once shown; until then the shop's cookie message waits.",
          },
          environments: { type: 'array', items: { enum: ['production', 'staging', 'development'] } },
        },
      },
    },
  },
} as const;
