import type { ProductCustomisation as WireCustomisation } from '../../../../schemas/api/customise.schema.ts';
import type { ProductResponse } from '../../../../schemas/api/product.schema.ts';
import type { ColourChoice, Product, ProductCustomisation } from '../../../kernel/types/product.ts';

const price = (wire: { list: { total: number }; sale: { total: number } }) => ({
  list: wire.list.total,
  sale: wire.sale.total,
});

/** A colour of the answer; `url` is set for a colour sold as a product of its own (its page). */
function colourChoice(colour: ProductResponse['options']['color'][number], url?: string): ColourChoice {
  return {
    slug: colour.slug,
    name: colour.color.name,
    hex: colour.color.hex,
    swatch: colour.color.swatch,
    availability: colour.availability,
    productId: colour.productId,
    productSlug: colour.productSlug,
    mainImage: colour.mainImage,
    media: colour.media.large.length ? colour.media.large : [colour.mainImage],
    ...(url ? { url } : {}),
  };
}

/**
 * The API's product answer as the shop's own `Product`. The product's own colours come first, then the colours sold
 * as products of their own (each with its page), so the page shows one row of swatches.
 */
export function reshapeProduct(wire: ProductResponse): Product {
  const own = wire.options.color.map((colour) => colourChoice(colour));
  const group = wire.groupProducts.map((colour) => colourChoice(colour, colour.url));
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
    ...(wire.customisation?.enabled ? { customisation: reshapeCustomisation(wire.customisation) } : {}),
  };
}

/** The product's personalisation options, every optional flag and list filled in. */
function reshapeCustomisation(wire: WireCustomisation): ProductCustomisation {
  return {
    options: wire.options.map((option) => ({
      id: option.id,
      type: option.type,
      label: option.label,
      ...(option.defaultValue !== undefined ? { defaultValue: option.defaultValue } : {}),
      applyDefault: option.applyDefault === true,
      choices: (option.values ?? []).map((choice) => ({ value: choice.value, label: choice.label })),
      uppercase: option.uppercase === true,
      rules: { ...option.rules },
    })),
    excludeSkus: [...wire.excludeSkus],
    messages: { ...wire.messages },
  };
}
