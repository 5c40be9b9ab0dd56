import type { ProductResponse } from '../../../schemas/api/product.schema.ts';
import { sizeNameIn } from '../catalogue/size-names.ts';
import { fieldIn } from '../../lib/translated-text.ts';
import type { ProductRow } from './product-shape.ts';

/**
 * A product answer in the shopper's language: its name, description, colour, size and fit-range names, and those of
 * the products of its group, from the translations the catalogue carries; what has none keeps the catalogue's own wording. Ids,
 * slugs and every value a filter or a sku is keyed by stay as they are.
 */
export function productIn(product: ProductResponse, row: ProductRow, language: string): ProductResponse {
  const colourNames = new Map(
    (row.colours ?? []).map((colour) => [
      colour.colour_slug,
      fieldIn(colour.translations, 'name', language, colour.colour_name),
    ]),
  );
  const groupRows = row.group_products ?? [];
  return {
    ...product,
    name: fieldIn(row.translations, 'name', language, product.name),
    description: fieldIn(row.translations, 'description', language, product.description),
    options: {
      ...product.options,
      color: product.options.color.map((option) => ({
        ...option,
        color: { ...option.color, name: colourNames.get(option.slug) ?? option.color.name },
      })),
      size: product.options.size.map((option) => ({
        ...option,
        name: sizeNameIn(option.name, language),
        labelSize: sizeNameIn(option.labelSize, language),
      })),
      ...(product.options.sizeType
        ? {
            sizeType: product.options.sizeType.map((option) => ({
              ...option,
              name: sizeNameIn(option.name, language),
            })),
          }
        : {}),
    },
    groupProducts: product.groupProducts.map((option, index) => {
      const group = groupRows[index];
      if (!group) return option;
      return {
        ...option,
        name: fieldIn(group.product_translations, 'name', language, option.name),
        color: { ...option.color, name: fieldIn(group.translations, 'name', language, option.color.name) },
      };
    }),
  };
}
