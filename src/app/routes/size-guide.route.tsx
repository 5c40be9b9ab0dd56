import {
  guidesForRoute,
  matchSizeGuideRoute,
  type SizeGuideRouteCategory,
} from '../../features/size-guide/index.ts';
import { defineRoute } from './define-route.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import type { RouteStores } from '../../routing/route-types.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** A size guide page, a chunk of its own. */
export const SizeGuideScreen = lazyComponent(
  () => import('../../features/size-guide/screens/size-guide-page.tsx'),
  (module) => module.SizeGuideScreen,
);

type SizeGuideMatch = { category: SizeGuideRouteCategory | undefined };

/**
 * Whether the site's chart, once loaded, has no guide for the page: then the page is a 404 (on the server and in the
 * browser alike). Undefined while the chart is still loading.
 */
export function sizeGuidePageMissing(stores: RouteStores, match: SizeGuideMatch): boolean | undefined {
  const { site, content } = stores;
  const chart = content.keptFile(site.site?.siteId ?? '', 'measurementsChart', site.language);
  if (chart === undefined) return undefined;
  return guidesForRoute(chart?.categories ?? [], match.category).length === 0;
}

/** `support/size-guide-{women|men|girls|boys|home}`, and `support/size-guides` (or `size-guide`) for every guide. */
export const sizeGuideRoute = defineRoute<SizeGuideMatch>({
  id: 'size-guide',
  match: ({ rest }) => matchSizeGuideRoute(rest),
  Screen: SizeGuideScreen,
  // seoData may name each guide page; this is the title when it does not.
  head: (match, { rest, stores }) =>
    sizeGuidePageMissing(stores, match) ? NOT_FOUND_HEAD : { path: rest, titleKey: 'WEB.SIZE_GUIDE.TITLE' },
  async prepare(match, context) {
    // The chart is content: an operator's edit shows on the next page view.
    await context.stores.content
      .loadKept(context.siteId, 'measurementsChart', context.language)
      .catch(() => undefined);
    return sizeGuidePageMissing(context.stores, match) ? { notFound: true } : {};
  },
});
