import type { CustomisationInput } from '../../../kernel/types/index.ts';
import type { CustomiseRequest, CustomiseService } from '../../../kernel/types/product.ts';

/** What one check of a personalisation came to; an accepted one's preview picture has already loaded. */
export type CheckOutcome =
  | { kind: 'accepted'; inputs: CustomisationInput[]; preview: string }
  | { kind: 'refused'; errors: Record<string, string[]> }
  | { kind: 'failed' };

/**
 * Ask the API about a personalisation, then fetch the preview picture it names, so the page never shows it half
 * drawn. No answer, or a picture that does not load, is a failure: the page keeps the normal picture.
 */
export async function checkPersonalisation(
  service: () => Promise<CustomiseService>,
  productId: string,
  request: CustomiseRequest,
  preload: (src: string) => Promise<void> = loadPicture,
): Promise<CheckOutcome> {
  try {
    const result = await (await service()).customise(productId, request);
    if (!result.ok)
      return 'errors' in result ? { kind: 'refused', errors: result.errors } : { kind: 'failed' };
    await preload(result.previewImage);
    const inputs = Object.entries(result.selectedOptions).map(([key, value]) => ({ key, value }));
    return { kind: 'accepted', inputs, preview: result.previewImage };
  } catch {
    return { kind: 'failed' };
  }
}

/** The browser fetches and decodes the picture; the promise settles when it can be shown or has failed. */
function loadPicture(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const picture = new Image();
    picture.onload = () => resolve();
    picture.onerror = () => reject(new Error(`The preview picture did not load: ${src}`));
    picture.src = src;
  });
}
