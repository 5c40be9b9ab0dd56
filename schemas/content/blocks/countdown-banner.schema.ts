import { colorHex, href, isoDateTime, localizedText } from '../common.schema.ts';

/** A campaign banner counting down to the campaign's end; it hides itself once the end has passed. */
export const countdownBannerSchema = {
  type: 'object',
  required: ['type', 'title', 'end'],
  additionalProperties: false,
  properties: {
    type: { const: 'countdown-banner' },
    id: { type: 'string' },
    campaign: { type: 'string' },
    title: localizedText,
    text: localizedText,
    end: isoDateTime,
    href,
    ctaLabel: localizedText,
    backgroundColor: colorHex,
    textColor: colorHex,
  },
} as const;
