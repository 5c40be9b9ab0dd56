import { href, image, localizedText } from '../common.schema.ts';

/** A picture that swaps sources by breakpoint, optionally linked and captioned. */
export const responsiveImageSchema = {
  type: 'object',
  required: ['type', 'image'],
  additionalProperties: false,
  properties: {
    type: { const: 'responsive-image' },
    id: { type: 'string' },
    image,
    href,
    caption: localizedText,
    fullWidth: { type: 'boolean' },
  },
} as const;
