import { fetchTransport, primedTransport } from '../services/api/api-reader.ts';
import { HttpProductService } from '../services/api/product-api.ts';
import type { ContentService } from '../services/types/index.ts';
import type { ProductService } from '../services/types/product.ts';
import type { RootStore } from '../stores/index.ts';
import { createApiSite } from './api-site.ts';

/**
 * Product reads in the browser (a chunk of its own, loaded with the first product page or quick buy): sessionless
 * GETs, first answered from what the server read while rendering the page.
 */
export function createProductService(deps: {
  stores: () => RootStore;
  content: ContentService;
  serverAnswers: Record<string, string>;
}): ProductService {
  return new HttpProductService(
    primedTransport(deps.serverAnswers, fetchTransport),
    createApiSite(deps.stores, deps.content),
  );
}
