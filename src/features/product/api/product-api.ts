import type { ProductResponse } from '../../../../schemas/api/product.schema.ts';
import type { Product, ProductReference, ProductService } from '../../../kernel/types/product.ts';
import type { ApiSite } from '../../../kernel/api/api-client.ts';
import { ApiRequestError, ApiTransportError } from '../../../kernel/api/api-errors.ts';
import { sessionlessRead, type ApiTransport } from '../../../kernel/api/api-reader.ts';
import { reshapeProduct } from './reshape-product.ts';

/** The path a product is read from; the server renders with the same one, so its answer primes the browser. */
export const productApiPath = (productId: string) => `/api/product/s/${encodeURIComponent(productId)}`;

/**
 * GET /api/product/s/{productId} without a shopping session. A 404 (the API's NOT_FOUND) is an unknown product;
 * any other failure raises, so the page can tell "no such product" from "try again".
 */
export class HttpProductService implements ProductService {
  constructor(
    private readonly transport: ApiTransport,
    private readonly site: () => Promise<ApiSite>,
  ) {}

  async product(reference: ProductReference): Promise<Product | undefined> {
    const site = await this.site();
    const read =
      'slug' in reference
        ? sessionlessRead(productApiPath(reference.slug), { lang: site.language, by: 'slug' }, site)
        : sessionlessRead(productApiPath(reference.productId), { lang: site.language }, site);
    let answer;
    try {
      answer = await this.transport(read.path, read.headers);
    } catch (error) {
      throw new ApiTransportError('network-error', read.path, { cause: error });
    }
    if (answer.status === 404) return undefined;
    const body = parse(answer.text);
    if (answer.status !== 200) throw new ApiRequestError(answer.status, body ?? answer.text, read.path);
    return reshapeProduct(body as ProductResponse);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
