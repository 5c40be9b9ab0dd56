import { colorHex, image, link, localizedText } from '../common.schema.ts';

/** Full-width opening banner of a page: the first thing a shopper sees. */
export const heroBannerSchema = {
  type: 'object',
  required: ['type', 'title', 'image'],
  additionalProperties: false,
  properties: {
    type: { const: 'hero-banner' },
    id: { type: 'string' },
    eyebrow: localizedText,
    title: localizedText,
    subtitle: localizedText,
    image,
    ctas: { type: 'array', items: link, maxItems: 3 },
    textColor: colorHex,
    align: { enum: ['start', 'center', 'end'] },
    height: { enum: ['medium', 'tall', 'full'] },
    overlay: { type: 'number', minimum: 0, maximum: 0.9 },
  },
} as const;
