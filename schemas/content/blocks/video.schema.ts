import { localizedText, mediaSrc } from '../common.schema.ts';

/** A self-hosted video with a poster; muted autoplay only when the shopper allows motion. */
export const videoSchema = {
  type: 'object',
  required: ['type', 'src', 'poster', 'title'],
  additionalProperties: false,
  properties: {
    type: { const: 'video' },
    id: { type: 'string' },
    src: mediaSrc,
    poster: mediaSrc,
    title: localizedText,
    caption: localizedText,
    autoplay: { type: 'boolean' },
    loop: { type: 'boolean' },
  },
} as const;
