import { blockList, localizedText } from '../common.schema.ts';

/** Questions and answers, or any collapsible sections of blocks. */
export const accordionSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'accordion' },
    id: { type: 'string' },
    title: localizedText,
    allowMultiple: { type: 'boolean' },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['heading', 'blocks'],
        additionalProperties: false,
        properties: { heading: localizedText, open: { type: 'boolean' }, blocks: blockList },
      },
    },
  },
} as const;
