import type {
  CustomiseResponse,
  CustomiseValidationError,
} from '../../../../schemas/api/customise.schema.ts';
import type { CustomiseRequest, CustomiseResult, CustomiseService } from '../../../kernel/types/product.ts';
import type { ApiSite } from '../../../kernel/api/api-client.ts';
import { sessionlessRead } from '../../../kernel/api/api-reader.ts';

/** Where a personalisation of a product is checked. */
export const customiseApiPath = (productId: string) =>
  `/atmos/v1/products/${encodeURIComponent(productId)}/customise`;

const FAILED: CustomiseResult = { ok: false, failed: true };

/**
 * POST /atmos/v1/products/{productId}/customise without a shopping session, like the product read: the site tag,
 * the storefront's Basic credentials and the subfolder header name the site, so a shopper who only browses never
 * creates a session. No cookie goes along: a stale or signed-in session cookie would make the API refuse the Basic
 * credentials. Every failure (network, an answer other than 200 or 422) is the `failed` result.
 */
export class HttpCustomiseService implements CustomiseService {
  constructor(
    private readonly site: () => Promise<ApiSite>,
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async customise(productId: string, request: CustomiseRequest): Promise<CustomiseResult> {
    try {
      const call = sessionlessRead(customiseApiPath(productId), {}, await this.site());
      const response = await this.send(call.path, {
        method: 'POST',
        headers: { ...call.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ selectedOptions: request.selectedOptions, skuId: request.skuId }),
        credentials: 'omit',
      });
      const body = parse(await response.text());
      if (response.status === 200 && isAccepted(body)) return reshapeAccepted(body);
      if (response.status === 422 && isRefused(body)) return { ok: false, errors: body.errors };
      return FAILED;
    } catch {
      return FAILED;
    }
  }
}

/** The API's acceptance in the shop's terms: the normalised values, how they read, and the picture to show. */
function reshapeAccepted(wire: CustomiseResponse): CustomiseResult {
  return {
    ok: true,
    selectedOptions: { ...wire.selectedOptions },
    display: wire.display.inputs.map((input) => ({ ...input })),
    previewImage: wire.previewImage.full,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAccepted(body: unknown): body is CustomiseResponse {
  return (
    isObject(body) &&
    body.status === 'SUCCESS' &&
    isObject(body.selectedOptions) &&
    isObject(body.display) &&
    Array.isArray(body.display.inputs) &&
    isObject(body.previewImage) &&
    typeof body.previewImage.full === 'string'
  );
}

function isRefused(body: unknown): body is CustomiseValidationError {
  return (
    isObject(body) &&
    isObject(body.errors) &&
    Object.values(body.errors).every(
      (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
    )
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
