/** The content page (`pages/product-trays.json`) under every product: trays of related products, bought together. */
export const PRODUCT_TRAYS_PAGE = 'product-trays';

/** The content page (`pages/bag-trays.json`) under a bag with products: trays of products that go with them. */
export const BAG_TRAYS_PAGE = 'bag-trays';
