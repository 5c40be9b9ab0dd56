import { localizedText } from '../common.schema.ts';

/** A self-hosted video with a poster; muted autoplay only when the shopper allows motion. */
export const videoSchema = {
  type: 'object',
  required: ['type', 'src', 'poster', 'title'],
  additionalProperties: false,
  properties: {
    type: { const: 'video' },
    id: { type: 'string' },
    src: { type: 'string', minLength: 1 },
    poster: { type: 'string', minLength: 1 },
    title: localizedText,
    caption: localizedText,
    autoplay: { type: 'boolean' },
    loop: { type: 'boolean' },
  },
} as const;
