import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Product, ProductReference, ProductService } from '../services/types/product.ts';

/** A product as the catalogue knows it: on its way, there, not sold on this site, or failed to load. */
export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown };

/**
 * The products the shopper has opened in this visit, per site and language: the product page, quick buy and the
 * favourites page read them from here, so a product seen once opens again without a request.
 */
export class CatalogueStore {
  private readonly products = observable.map<string, ProductState>({}, { deep: false });
  private readonly loading = new Map<string, Promise<ProductState>>();

  constructor(private readonly service: () => Promise<ProductService>) {
    makeAutoObservable<CatalogueStore, 'service' | 'loading'>(this, { service: false, loading: false });
  }

  /** The state of a product; undefined before anything asked for it. */
  state(scope: string, reference: ProductReference): ProductState | undefined {
    return this.products.get(key(scope, reference));
  }

  /** Load a product once per scope (site and language); a failure is tried again on the next call. */
  load(scope: string, reference: ProductReference): Promise<ProductState> {
    const id = key(scope, reference);
    const known = this.products.get(id);
    if (known && known.status !== 'failed' && known.status !== 'loading') return Promise.resolve(known);
    let loading = this.loading.get(id);
    if (!loading) {
      this.products.set(id, { status: 'loading' });
      loading = this.fetch(id, reference);
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async fetch(id: string, reference: ProductReference): Promise<ProductState> {
    let state: ProductState;
    try {
      const product = await (await this.service()).product(reference);
      state = product ? { status: 'ready', product } : { status: 'not-found' };
    } catch (error) {
      state = { status: 'failed', error };
    }
    runInAction(() => this.products.set(id, state));
    this.loading.delete(id);
    return state;
  }
}

const key = (scope: string, reference: ProductReference) =>
  'slug' in reference ? `${scope}|slug:${reference.slug}` : `${scope}|${reference.productId}`;
