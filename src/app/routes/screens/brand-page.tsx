import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/index.ts';
import { useStores } from '../../../stores/index.ts';
import { ListingView } from '../../../features/listing/index.ts';
import { brandListing } from './listing-definitions.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ListingWrapper } from './listing-page.styles.ts';
import { brandLabel, type CategoryCrumb } from '../../../domain/navigation/match-route.ts';

/** The brands pathname of the current site (config.json `brandsPathname`). */
export function useBrandsPath(crumbs: readonly CategoryCrumb[]): string {
  const { site, content } = useStores();
  const shell = content.shell(site.site?.siteId ?? '', site.language);
  const pathname = (shell.status === 'ready' && shell.value.config?.brandsPathname) || 'brands';
  return `${crumbs.at(-1)?.path ?? ''}/${pathname}`;
}

/** A brand page (`/{l1?}/brands/{brand}`): the brand's products, within the top level when the path has one. */
export const BrandPage = observer(function BrandPage({
  crumbs,
  brand,
}: {
  crumbs: CategoryCrumb[];
  brand: string;
}) {
  const { site } = useStores();
  const t = useT();
  const brandsPath = useBrandsPath(crumbs);
  const label = brandLabel(brand);
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
