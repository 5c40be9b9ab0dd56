import { BrandIndexPage } from './brand-index-page.tsx';
import { BrandPage } from './brand-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { SearchPage } from './search-page.tsx';
import type { SiteRoute } from '../../../domain/navigation/site-route.ts';

/** A route that shows products: category, search, brand page or brand index. */
export type ListingRoute = Extract<SiteRoute, { kind: 'category' | 'search' | 'brand' | 'brands' }>;

/** The listing pages share one chunk (and the listing code in it), loaded once for any of them. */
export function ListingRoutePage({ route }: { route: ListingRoute }) {
  switch (route.kind) {
    case 'category':
      return <CategoryPage crumbs={route.crumbs} />;
    case 'search':
      return <SearchPage />;
    case 'brand':
      return <BrandPage key={route.brand} crumbs={route.crumbs} brand={route.brand} />;
    case 'brands':
      return <BrandIndexPage crumbs={route.crumbs} />;
  }
}
