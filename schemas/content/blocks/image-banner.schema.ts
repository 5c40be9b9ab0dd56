import { colorHex, href, image, localizedText } from '../common.schema.ts';

/** One picture with text beside or over it, linking to a listing or campaign. */
export const imageBannerSchema = {
  type: 'object',
  required: ['type', 'image', 'href'],
  additionalProperties: false,
  properties: {
    type: { const: 'image-banner' },
    id: { type: 'string' },
    image,
    href,
    title: localizedText,
    text: localizedText,
    ctaLabel: localizedText,
    layout: { enum: ['overlay', 'image-start', 'image-end'] },
    textColor: colorHex,
    backgroundColor: colorHex,
  },
} as const;
