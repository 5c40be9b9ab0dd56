import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Product, ProductReference, ProductService } from '../../../kernel/types/product.ts';

/** A product as the catalogue knows it: on its way, there, not sold on this site, or failed to load. */
export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown };

/**
 * The products the shopper has opened in this visit, per site and language: the product page, quick buy and the
 * favourites page read them from here, so a product seen once opens again without a request. With the first product
 * come the shop's integrations (back-in-stock requests need its marketing one), so a product page renders the same
 * on the server and in the browser that hydrates it.
 */
export class CatalogueStore {
  /** The shop's switched-on integrations, read with the first product; none until then. */
  integrations: Readonly<Record<string, boolean>> = {};
  private readonly products = observable.map<string, ProductState>({}, { deep: false });
  private readonly loading = new Map<string, Promise<ProductState>>();
  private integrationsRead: Promise<void> | undefined;

  constructor(
    private readonly service: () => Promise<ProductService>,
    private readonly readIntegrations: () => Promise<Readonly<Record<string, boolean>>> = () =>
      Promise.resolve({}),
  ) {
    makeAutoObservable<CatalogueStore, 'service' | 'loading' | 'readIntegrations' | 'integrationsRead'>(
      this,
      {
        service: false,
        loading: false,
        readIntegrations: false,
        integrationsRead: false,
      },
    );
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
      const [product] = await Promise.all([
        this.service().then((service) => service.product(reference)),
        this.loadIntegrations(),
      ]);
      state = product ? { status: 'ready', product } : { status: 'not-found' };
    } catch (error) {
      state = { status: 'failed', error };
    }
    runInAction(() => this.products.set(id, state));
    this.loading.delete(id);
    return state;
  }

  /** Read the integrations once; a failed read counts as none on, and is not tried again in this visit. */
  private loadIntegrations(): Promise<void> {
    this.integrationsRead ??= this.readIntegrations()
      .catch((): Readonly<Record<string, boolean>> => ({}))
      .then((integrations) => {
        runInAction(() => (this.integrations = integrations));
      });
    return this.integrationsRead;
  }
}

const key = (scope: string, reference: ProductReference) =>
  'slug' in reference ? `${scope}|slug:${reference.slug}` : `${scope}|${reference.productId}`;
