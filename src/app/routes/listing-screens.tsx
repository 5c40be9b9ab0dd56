import { BrandIndexPage } from '../../features/catalogue/screens/brand-index-page.tsx';
import { BrandPage } from '../../features/catalogue/screens/brand-page.tsx';
import { CategoryPage } from '../../features/catalogue/screens/category-page.tsx';
import { SearchPage } from '../../features/site-search/screens/search-page.tsx';
import type { BrandMatch, CategoryCrumb } from '../../kernel/navigation/match-route.ts';
import type { ScreenProps } from '../../routing/route-types.ts';

// The listing screens (category, search, brand, brand index) are one chunk, sharing the listing code in it: a
// shopper who opens one has the others' code too.

/** A category path's listing. */
export function CategoryScreen({ match }: ScreenProps<CategoryCrumb[]>) {
  return <CategoryPage crumbs={match} />;
}

/** The site search page. */
export function SearchScreen(_props: ScreenProps<true>) {
  return <SearchPage />;
}

/** One brand's listing. */
export function BrandScreen({ match }: ScreenProps<Required<BrandMatch>>) {
  return <BrandPage key={match.brand} crumbs={match.crumbs} brand={match.brand} />;
}

/** The brand index. */
export function BrandIndexScreen({ match }: ScreenProps<BrandMatch>) {
  return <BrandIndexPage crumbs={match.crumbs} />;
}
