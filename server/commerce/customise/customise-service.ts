import type { CustomiseBody, CustomiseResponse } from '../../../schemas/api/customise.schema.ts';
import { ApiError, badRequest } from '../../api/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import { CUSTOMISATION_MESSAGES, excludedFromCustomisation, profileOf } from './customisation-options.ts';
import { customiseRepository as repository } from './customise-repository.ts';
import { personalisationOverlay } from './customise-preview.ts';
import { checkSelection, displayInputs } from './customise-rules.ts';
import { decodeSelection, encodeSelection, previewPath } from './preview-token.ts';

/** The same not-found the product route answers, which the storefront already handles. */
export const productNotFound = (productId: string) =>
  new ApiError(404, 'PRODUCT_NOT_FOUND', `No customisable product "${productId}" on this site`, undefined, {
    result: 'NOT_FOUND',
  });

/** What a personalised picture is drawn from: the product colour, and the overlay to draw on it. */
export type PreviewPlan =
  | { kind: 'drawn'; garment: { categories: string[]; hex: string[]; title: string }; overlay: string }
  | { kind: 'not-found' }
  | { kind: 'invalid' };

export interface CustomiseServiceDependencies {
  db: Queryable;
}

/** Personalisation: checking a shopper's choice for a sku, and planning the picture that shows it. */
export class CustomiseService {
  constructor(private readonly deps: CustomiseServiceDependencies) {}

  /**
   * Check a choice for a sku of a product sold in `currency`. Throws 404 for an unknown or plain product or a sku
   * of another product, 400 for a sku left plain or an option the product lacks, 422 when a value breaks a rule.
   */
  async customise(productId: string, currency: string, body: CustomiseBody): Promise<CustomiseResponse> {
    const row = await repository.productSku(this.deps.db, productId, currency, body.skuId);
    if (!row?.customisable) throw productNotFound(productId);
    if (!row.sku)
      throw new ApiError(404, 'VARIANT_NOT_FOUND', `No sku ${body.skuId} for product ${productId}`);
    if (excludedFromCustomisation(row.sku))
      throw badRequest('This sku cannot be personalised', [
        { pointer: '/body/skuId', rule: 'excludeSkus', message: 'is in excludeSkus' },
      ]);
    const profile = profileOf(row.categories);
    const check = checkSelection(
      { options: profile.options, messages: CUSTOMISATION_MESSAGES },
      body.selectedOptions,
    );
    if (check.unknown.length)
      throw badRequest(
        'Unknown personalisation option',
        check.unknown.map((id) => ({
          pointer: `/body/selectedOptions/${id}`,
          rule: 'options',
          message: 'is not an option of this product',
        })),
      );
    const failed = Object.entries(check.errors);
    if (failed.length)
      throw new ApiError(
        422,
        'CUSTOMISATION_INVALID',
        'The personalisation breaks the rules of this product',
        failed.flatMap(([id, messages]) =>
          messages.map((message) => ({ pointer: `/body/selectedOptions/${id}`, message })),
        ),
        { result: 'VALIDATION_ERROR', errors: check.errors },
      );
    const preview = previewPath(productId, row.sku.colour_slug, check.selected);
    return {
      status: 'SUCCESS',
      selectedOptions: check.selected,
      display: { inputs: displayInputs(profile.options, check.selected) },
      previewImage: { thumbnail: preview, full: preview },
    };
  }

  /**
   * The picture behind a preview URL, checked again: the token must be the normalised form of a valid choice for
   * this product, so the URL cannot draw any text the product's rules would refuse.
   */
  async previewPlan(productId: string, colourSlug: string, token: string): Promise<PreviewPlan> {
    const sent = decodeSelection(token);
    if (!sent) return { kind: 'invalid' };
    const row = await repository.previewColour(this.deps.db, productId, colourSlug);
    if (!row?.customisable) return { kind: 'not-found' };
    const profile = profileOf(row.categories);
    const check = checkSelection({ options: profile.options, messages: CUSTOMISATION_MESSAGES }, sent);
    const valid = !check.unknown.length && !Object.keys(check.errors).length;
    if (!valid || encodeSelection(check.selected) !== token) return { kind: 'invalid' };
    const text = check.selected[profile.textOption] ?? '';
    return {
      kind: 'drawn',
      garment: {
        categories: row.categories,
        hex: row.colour_hex,
        title: `${row.name} in ${row.colour_name}, personalised with ${text}`,
      },
      overlay: personalisationOverlay(profile, row.categories, check.selected),
    };
  }
}
