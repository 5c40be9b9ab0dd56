import { matchSizeGuideRoute, type SizeGuideRouteCategory } from '../../domain/size-guide/index.ts';
import { defineRoute } from './define-route.tsx';
import { SizeGuideScreen } from './lazy-screens.ts';

/** `support/size-guide-{women|men|girls|boys|home}`, and `support/size-guides` (or `size-guide`) for every guide. */
export const sizeGuideRoute = defineRoute<{ category: SizeGuideRouteCategory | undefined }>({
  id: 'size-guide',
  match: ({ rest }) => matchSizeGuideRoute(rest),
  Screen: SizeGuideScreen,
  // seoData may name each guide page; this is the title when it does not.
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.SIZE_GUIDE.TITLE' }),
  async prepare(_match, context) {
    // The chart is content: an operator's edit shows on the next page view.
    await context.stores.content
      .loadKept(context.siteId, 'measurementsChart', context.language)
      .catch(() => undefined);
  },
});
