/** Shared schema fragments for content files. Editors write plain strings, or one string per language in files that are not per-language. */
export const localizedText = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: { type: 'string' },
      minProperties: 1,
      propertyNames: { pattern: '^[a-z]{2}$' },
    },
  ],
} as const;

/** A link inside the site (starting with /, relative to the site base path) or an absolute https URL. */
export const href = { type: 'string', pattern: '^(/|https://|mailto:|tel:|#)' } as const;

/**
 * Where a picture, video, poster, logo or icon comes from: the shop's own files (a path from the root) or an https
 * address. Any other scheme (javascript:, data:, http:) is refused when content is checked, not left for the browser
 * to block.
 */
export const mediaSrc = { type: 'string', pattern: '^(/[^/]|https://)' } as const;

export const link = {
  type: 'object',
  required: ['label', 'href'],
  additionalProperties: false,
  properties: { label: localizedText, href, target: { enum: ['_self', '_blank'] } },
} as const;

/** A picture with the text a screen reader needs; width and height stop layout shift. */
export const image = {
  type: 'object',
  required: ['src', 'alt'],
  additionalProperties: false,
  properties: {
    src: mediaSrc,
    alt: localizedText,
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    mobileSrc: mediaSrc,
    focalPoint: { type: 'string', pattern: '^\\d{1,3}% \\d{1,3}%$' },
  },
} as const;

export const colorHex = { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' } as const;

/** Any content block: the renderer validates each one against its own schema, so one bad block never hides the page. */
export const blockRef = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', minLength: 1 }, id: { type: 'string' } },
} as const;

export const blockList = { type: 'array', items: blockRef } as const;

export const seo = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: localizedText,
    description: localizedText,
    noindex: { type: 'boolean' },
  },
} as const;

/** An ISO 8601 instant with its offset, e.g. 2027-01-06T23:59:59Z (a pattern, so validators need no format plugin). */
export const isoDateTime = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;
