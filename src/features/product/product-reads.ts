import { fetchTransport, primedTransport } from '../../kernel/api/api-reader.ts';
import { HttpProductService } from './api/product-api.ts';
import type { ContentService } from '../../kernel/types/index.ts';
import type { ProductService } from '../../kernel/types/product.ts';
import type { ShopStores } from '../../kernel/stores/index.ts';
import { createApiSite } from '../../kernel/site/api-site.ts';

/**
 * Product reads in the browser (a chunk of its own, loaded with the first product page or quick buy): sessionless
 * GETs, first answered from what the server read while rendering the page.
 */
export function createProductService(deps: {
  stores: () => ShopStores;
  content: ContentService;
  serverAnswers: Record<string, string>;
}): ProductService {
  return new HttpProductService(
    primedTransport(deps.serverAnswers, fetchTransport),
    createApiSite(deps.stores, deps.content),
  );
}
