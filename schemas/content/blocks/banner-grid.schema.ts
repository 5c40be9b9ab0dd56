import { href, image, localizedText } from '../common.schema.ts';

/** A grid of picture tiles (shop by category, edits, trends). */
export const bannerGridSchema = {
  type: 'object',
  required: ['type', 'tiles'],
  additionalProperties: false,
  properties: {
    type: { const: 'banner-grid' },
    id: { type: 'string' },
    title: localizedText,
    columns: { enum: [2, 3, 4] },
    aspect: { enum: ['portrait', 'square', 'landscape'] },
    tiles: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['image', 'href', 'label'],
        additionalProperties: false,
        properties: { image, href, label: localizedText, sublabel: localizedText },
      },
    },
  },
} as const;
