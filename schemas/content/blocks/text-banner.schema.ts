import { colorHex, href, localizedText } from '../common.schema.ts';

/** A strip of promotional text, such as free delivery or a voucher code. */
export const textBannerSchema = {
  type: 'object',
  required: ['type', 'text'],
  additionalProperties: false,
  properties: {
    type: { const: 'text-banner' },
    id: { type: 'string' },
    title: localizedText,
    text: localizedText,
    href,
    ctaLabel: localizedText,
    backgroundColor: colorHex,
    textColor: colorHex,
    size: { enum: ['small', 'large'] },
  },
} as const;
