import type { Product } from '../../../kernel/types/product.ts';
import { skuOptionNames } from '../rules/product-options.ts';
import type { HeadExtras } from '../../../routing/route-types.ts';

const SCHEMA_AVAILABILITY: Record<Product['availability'], string> = {
  AVAILABLE: 'https://schema.org/InStock',
  LOWSTOCK: 'https://schema.org/LimitedAvailability',
  PREORDER: 'https://schema.org/PreOrder',
  BACKORDER: 'https://schema.org/BackOrder',
  OUTOFSTOCK: 'https://schema.org/OutOfStock',
  DISCONTINUED: 'https://schema.org/Discontinued',
  NOTAVAILABLE: 'https://schema.org/OutOfStock',
};

/** Minor units as the decimal string schema.org prices take. */
const decimal = (minor: number, digits: number) => (minor / 10 ** digits).toFixed(digits);

/** How many minor units a currency's amounts carry (JPY none, GBP two), as the shop stores them. */
const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * What a product page's head adds for crawlers and link previews: the canonical address without the colour or size
 * chosen, Open Graph as a product with its main picture, and schema.org Product data with one offer per sku.
 */
export function productExtras(product: Product): HeadExtras {
  const digits = minorDigits(product.currency);
  return {
    canonical: product.url,
    type: 'product',
    image: product.mainImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: product.productId,
      name: product.name,
      description: product.description,
      image: product.colours.flatMap((colour) => (colour.url ? [] : colour.media)),
      brand: { '@type': 'Brand', name: product.brand.name },
      url: product.url,
      offers: product.skus.map((sku) => ({
        '@type': 'Offer',
        sku: sku.sku,
        name: skuOptionNames(product, sku).join(', '),
        price: decimal(sku.price.sale, digits),
        priceCurrency: product.currency,
        availability: SCHEMA_AVAILABILITY[sku.availability],
        url: `${product.url}?sku=${encodeURIComponent(sku.sku)}`,
      })),
    },
  };
}
