import type { ProductResponse } from '../../../schemas/api/product.schema.ts';
import type { ColourChoice, Product } from '../types/product.ts';

const price = (wire: { list: { total: number }; sale: { total: number } }) => ({
  list: wire.list.total,
  sale: wire.sale.total,
});

/**
 * The API's product answer as the shop's own `Product`. The product's own colours come first, then the colours sold
 * as products of their own (each with its page), so the page shows one row of swatches.
 */
export function reshapeProduct(wire: ProductResponse): Product {
  const own: ColourChoice[] = wire.options.color.map((colour) => ({
    slug: colour.slug,
    name: colour.color.name,
    hex: colour.color.hex,
    swatch: colour.color.swatch,
    availability: colour.availability,
    productId: colour.productId,
    productSlug: colour.productSlug,
    mainImage: colour.mainImage,
    media: colour.media.large.length ? colour.media.large : [colour.mainImage],
  }));
  const group: ColourChoice[] = wire.groupProducts.map((colour) => ({
    slug: colour.slug,
    name: colour.color.name,
    hex: colour.color.hex,
    swatch: colour.color.swatch,
    availability: colour.availability,
    productId: colour.productId,
    productSlug: colour.productSlug,
    mainImage: colour.mainImage,
    media: colour.media.large,
    url: colour.url,
  }));
  return {
    productId: wire.productId,
    name: wire.name,
    brand: wire.brand,
    gender: wire.gender,
    categories: wire.categories,
    categoryPageIds: wire.categoryPageIds,
    collections: wire.collections,
    ...(wire.measurementChart ? { measurementChart: wire.measurementChart } : {}),
    optionLevels: wire.optionLevels,
    colours: [...own, ...group],
    sizes: wire.options.size.map((size) => ({
      slug: size.slug,
      name: size.labelSize || size.name,
      ...(size.sizeType ? { sizeType: size.sizeType } : {}),
      ...(size.measurementId ? { measurementId: size.measurementId } : {}),
    })),
    sizeTypes: (wire.options.sizeType ?? []).map((type) => ({ slug: type.slug, name: type.name })),
    skus: wire.skus.map((sku) => ({
      sku: sku.sku,
      availability: sku.availability,
      ...(sku.stockQty !== undefined ? { stockQty: sku.stockQty } : {}),
      ...(sku.shipDateStart !== undefined ? { shipDateStart: sku.shipDateStart } : {}),
      ...(sku.shipDateEnd !== undefined ? { shipDateEnd: sku.shipDateEnd } : {}),
      price: price(sku.price),
      options: sku.options,
    })),
    currency: wire.currency,
    price: price(wire.price),
    onSale: wire.onSale,
    finalSale: wire.price.finalSale === 'true',
    availability: wire.availability,
    slug: wire.slug,
    url: wire.url,
    mainImage: wire.mainImage,
    promotions: wire.promotions,
    description: wire.description,
  };
}
