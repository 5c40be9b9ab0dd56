import { defineRoute } from './define-route.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import { lazyComponent } from '../../renderer/index.ts';

/** The not-found template. */
export const NotFoundPage = lazyComponent(
  () => import('../../features/content-pages/screens/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

/** Any path no other route takes: the not-found template with a 404 status. */
export const notFoundRoute = defineRoute<true>({
  id: 'not-found',
  match: () => true,
  Screen: ({ context }) => <NotFoundPage path={context.rest} />,
  head: () => NOT_FOUND_HEAD,
  notFound: true,
});
