import { localizedText } from '../common.schema.ts';

/** A place in the page where a commerce widget (product tray, email signup...) backed by a MobX store is mounted. */
export const widgetSlotSchema = {
  type: 'object',
  required: ['type', 'widget'],
  additionalProperties: false,
  properties: {
    type: { const: 'widget-slot' },
    id: { type: 'string' },
    widget: { enum: ['product-tray', 'email-signup', 'recently-viewed'] },
    title: localizedText,
    settings: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filters: { type: 'string', maxLength: 500 },
        hitsPerPage: { type: 'integer', minimum: 1, maximum: 24 },
        collection: { type: 'string' },
        text: localizedText,
        interests: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;
