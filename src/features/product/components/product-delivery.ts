/** The content page (`pages/product-delivery.json`) whose blocks fill every product's delivery and returns tab. */
export const DELIVERY_PAGE = 'product-delivery';
