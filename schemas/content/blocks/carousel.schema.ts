import { blockList, localizedText } from '../common.schema.ts';

/** Slides of blocks; 300 ms transition and one slide at a time unless the editor says otherwise. */
export const carouselSchema = {
  type: 'object',
  required: ['type', 'slides'],
  additionalProperties: false,
  properties: {
    type: { const: 'carousel' },
    id: { type: 'string' },
    title: localizedText,
    speed: { type: 'integer', minimum: 0, maximum: 5000, default: 300 },
    slidesToShow: { type: 'integer', minimum: 1, maximum: 6, default: 1 },
    autoplayMs: { type: 'integer', minimum: 2000 },
    slides: blockList,
  },
} as const;
