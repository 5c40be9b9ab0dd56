import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import {
  ListingView,
  Chips,
  ListingWrapper,
  categoryListing,
  subcategoryLinks,
} from '../../listing/index.ts';
import { shellIds } from '../../shell/index.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import type { CategoryCrumb } from '../../../kernel/navigation/match-route.ts';
import { navValidityStore, NavValidityStore } from '../stores/nav-validity-store.ts';
import { subcategoryCheckKey } from '../components/listing-prepare.ts';

/** A category path matched against the navigation tree: breadcrumbs, subcategories and the route's listing. */
export const CategoryPage = observer(function CategoryPage({ crumbs }: { crumbs: CategoryCrumb[] }) {
  const { site, memory, build, ui, prepared } = useStores();
  const localize = useLocalize();
  const t = useT();
  const current = crumbs[crumbs.length - 1] as CategoryCrumb;
  const top = crumbs[0] as CategoryCrumb;
  const siteId = site.site?.siteId ?? '';
  useEffect(() => {
    memory.rememberNavContext(siteId, top.key);
  }, [memory, siteId, top.key]);
  // The check the route prepared for the first render, else one that asks once on screen.
  const node = current.node;
  const [validity] = useState(
    () =>
      prepared.find(subcategoryCheckKey(siteId, node), NavValidityStore) ?? build(navValidityStore(siteId)),
  );
  const children = (node.children ?? []).filter((child) => !child.hide);
  useEffect(() => {
    prepared.release(subcategoryCheckKey(siteId, node));
    void validity.check(subcategoryLinks(node));
  }, [validity, prepared, siteId, node]);
  const shownChildren = children.filter((child) => !validity.isEmpty(child.key));
  // The phones' category pull-out lists the top level's categories: offered where it has some to list.
  const pulloutHasCategories = (top.node.children ?? []).some((child) => !child.hide);
  return (
    <ListingWrapper>
      <Breadcrumbs crumbs={crumbs} />
      {shownChildren.length > 0 && (
        <nav aria-label={t('WEB.CATEGORY.SUBCATEGORIES')}>
          <Chips>
            {shownChildren.map((child) => (
              <li key={child.key}>
                <SiteLink href={`${current.path}/${child.path}`}>{localize(child.label)}</SiteLink>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      <ListingView
        key={`${site.language}:${current.path}`}
        {...categoryListing(crumbs)}
        title={localize(current.label)}
        {...(pulloutHasCategories
          ? {
              categories: {
                onOpen: () => ui.openPullout('mobileCategories'),
                controls: shellIds.mobileCategories,
                expanded: ui.pullout === 'mobileCategories',
              },
            }
          : {})}
      />
    </ListingWrapper>
  );
});
