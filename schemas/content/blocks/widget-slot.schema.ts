import { localizedText } from '../common.schema.ts';

/** A place in the page where a commerce widget (product tray, email signup...) backed by a MobX store is mounted. */
export const widgetSlotSchema = {
  type: 'object',
  required: ['type', 'widget'],
  additionalProperties: false,
  properties: {
    type: { const: 'widget-slot' },
    id: { type: 'string' },
    widget: { enum: ['product-tray', 'email-signup', 'recently-viewed', 'campaign-messages'] },
    title: localizedText,
    settings: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filters: { type: 'string', maxLength: 500 },
        hitsPerPage: { type: 'integer', minimum: 1, maximum: 24 },
        collection: { type: 'string' },
        /**
         * Where a `product-tray` gets its products: a search with `filters`/`collection` (the default), a
         * recommendation model, or products related to the shopper's bag.
         */
        source: { enum: ['search', 'related-products', 'bought-together', 'trending-items', 'cart'] },
        /** The product `related-products` and `bought-together` start from; else the shopper's latest viewed one. */
        productId: { type: 'string', minLength: 1, maxLength: 100 },
        text: localizedText,
        interests: { type: 'array', items: { type: 'string' } },
        /** Where `campaign-messages` is: only campaigns whose `promotionLocations` include it show. */
        location: { enum: ['HOMEPAGE', 'LISTING', 'PRODUCT', 'CART', 'CHECKOUT'] },
      },
    },
  },
} as const;
