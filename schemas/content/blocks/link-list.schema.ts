import { link, localizedText } from '../common.schema.ts';

/** A titled list of links (quick links, popular categories). */
export const linkListSchema = {
  type: 'object',
  required: ['type', 'links'],
  additionalProperties: false,
  properties: {
    type: { const: 'link-list' },
    id: { type: 'string' },
    title: localizedText,
    layout: { enum: ['inline', 'stacked', 'pills'] },
    links: { type: 'array', minItems: 1, items: link },
  },
} as const;
