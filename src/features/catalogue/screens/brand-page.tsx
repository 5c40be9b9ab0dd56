import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DEFAULT_BRANDS_PATHNAME } from '../../../../shared/catalogue-paths.ts';
import { useT } from '../../../i18n/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { ListingView, brandListing, ListingWrapper } from '../../listing/index.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { brandLabel, type CategoryCrumb } from '../../../kernel/navigation/match-route.ts';
import { NotFoundPage } from '../../content-pages/index.ts';
import { brandsStore } from '../catalogue-stores.ts';

/** The brands pathname of the current site (config.json `brandsPathname`). */
export function useBrandsPath(crumbs: readonly CategoryCrumb[]): string {
  const { site, content } = useStores();
  const shell = content.shell(site.site?.siteId ?? '', site.language);
  const pathname =
    (shell.status === 'ready' && shell.value.config?.brandsPathname) || DEFAULT_BRANDS_PATHNAME;
  return `${crumbs.at(-1)?.path ?? ''}/${pathname}`;
}

/**
 * A brand page (`/{l1?}/brands/{brand}`): the brand's products, within the top level when the path has one; the
 * not-found page when the site sells no brand of that tag.
 */
export const BrandPage = observer(function BrandPage({
  crumbs,
  brand,
}: {
  crumbs: CategoryCrumb[];
  brand: string;
}) {
  const stores = useStores();
  const { site } = stores;
  const brands = stores.get(brandsStore);
  const t = useT();
  const brandsPath = useBrandsPath(crumbs);
  const siteId = site.site?.siteId ?? '';
  // A first page has the brands prepared; reached from another page, they load here.
  useEffect(() => {
    void brands.ready().then((directory) => directory.load(siteId, site.language));
  }, [brands, siteId, site.language]);
  const found = brands.current?.brand(siteId, site.language, brand);
  if (found?.status === 'unknown') return <NotFoundPage path={site.location?.rest ?? ''} />;
  const label = (found?.status === 'known' && found.name) || brandLabel(brand);
  return (
    <ListingWrapper>
      <Breadcrumbs
        crumbs={crumbs}
        tail={[
          { key: 'brands', label: t('WEB.BRANDS.TITLE'), path: brandsPath },
          { key: brand, label, path: `${brandsPath}/${brand}` },
        ]}
      />
      <ListingView
        key={`${site.language}:${brandsPath}/${brand}`}
        {...brandListing(crumbs, brand)}
        title={(results) => results?.products[0]?.brand.name ?? label}
      />
    </ListingWrapper>
  );
});
