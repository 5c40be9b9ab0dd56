import type { FilterDefinition, ProductResponse } from '../../../schemas/api/product.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import type { Queryable } from '../../db/database.ts';
import { localizeCategories, navigationLabels } from './category-labels.ts';
import { filterDefinitions } from './filter-list.ts';
import { applyFilterLayouts, configuredFilters } from './filter-layout.ts';
import { productRepository as products } from './product-repository.ts';
import { labelOptions, colourLabels, sizeLabels } from './option-labels.ts';
import { productIn } from './product-language.ts';
import { toProductResponse, type ProductRow } from './product-shape.ts';

/**
 * The filter list changes only when the catalogue (or the navigation naming its categories) does; a minute of
 * staleness spares five aggregates and a content read per listing view.
 */
export const FILTER_CACHE_MS = 60_000;

const shaped = (row: ProductRow, currency: string, language: string) =>
  productIn(toProductResponse(row, currency), row, language);

/** The product-not-found failure the storefront handles: 404 PRODUCT_NOT_FOUND with `result: 'NOT_FOUND'`. */
export const productNotFound = (productId: string) =>
  new ApiError(404, 'PRODUCT_NOT_FOUND', `No product "${productId}" on this site`, undefined, {
    result: 'NOT_FOUND',
  });

/** What the product service uses: the database, the clock (filter cache) and the content root (category names). */
export interface ProductServiceDependencies {
  db: Queryable;
  now: () => Date;
  /** Where the sites' navigation trees and filter layouts are, for category names and filters as configured. */
  contentDir: string;
}

/** Products as a site sells them, and the listing filters drawn from them (cached per site and language). */
export class ProductService {
  private readonly filterCache = new Map<string, { at: number; hits: Promise<FilterDefinition[]> }>();

  constructor(private readonly deps: ProductServiceDependencies) {}

  /**
   * The product as sold on a site, its words in `language` where the catalogue has them; unknown, discontinued or
   * unpriced in `currency` is not found.
   */
  async byId(productId: string, currency: string, language = 'en'): Promise<ProductResponse> {
    const row = await products.product(this.deps.db, productId, currency);
    if (!row) throw productNotFound(productId);
    return shaped(row, currency, language);
  }

  /** The first product with this slug (an address without the id), as `byId` answers it. */
  async bySlug(slug: string, currency: string, language = 'en'): Promise<ProductResponse> {
    const row = await products.productBySlug(this.deps.db, slug, currency);
    if (!row) throw productNotFound(slug);
    return shaped(row, currency, language);
  }

  /** The listing filters of a site with its category names in `language`. */
  async filters(site: CommerceSite, language: string): Promise<FilterDefinition[]> {
    const key = `${site.siteId}:${language}`;
    const at = this.deps.now().getTime();
    const cached = this.filterCache.get(key);
    if (cached && at - cached.at < FILTER_CACHE_MS) return cached.hits;
    const hits = Promise.all([
      products
        .filterFacts(this.deps.db, site.currency)
        .then(
          (facts) =>
            [
              filterDefinitions(facts, site.currency),
              [colourLabels(facts, language), sizeLabels(facts, language)],
            ] as const,
        ),
      navigationLabels(this.deps.contentDir, site.siteId, language),
      configuredFilters(this.deps.contentDir, site.siteId, language),
    ]).then(([[definitions, catalogueLabels], labels, configured]) =>
      applyFilterLayouts(
        labelOptions(localizeCategories(definitions, labels), [...catalogueLabels, ...configured]),
        configured,
      ),
    );
    this.filterCache.set(key, { at, hits });
    hits.catch(() => this.filterCache.delete(key));
    return hits;
  }
}
