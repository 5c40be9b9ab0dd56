import { blockList, localizedText } from '../common.schema.ts';

/** Tabs whose panels are block lists; the active tab is kept in the URL. */
export const tabsSchema = {
  type: 'object',
  required: ['type', 'tabs'],
  additionalProperties: false,
  properties: {
    type: { const: 'tabs' },
    id: { type: 'string' },
    param: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    tabs: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'blocks'],
        additionalProperties: false,
        properties: { label: localizedText, blocks: blockList },
      },
    },
  },
} as const;
