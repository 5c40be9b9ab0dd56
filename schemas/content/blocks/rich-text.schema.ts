import { localizedText } from '../common.schema.ts';

/** Editorial HTML; it is sanitised before it reaches the page. */
export const richTextSchema = {
  type: 'object',
  required: ['type', 'html'],
  additionalProperties: false,
  properties: {
    type: { const: 'rich-text' },
    id: { type: 'string' },
    html: localizedText,
    align: { enum: ['start', 'center'] },
    width: { enum: ['narrow', 'wide'] },
  },
} as const;
