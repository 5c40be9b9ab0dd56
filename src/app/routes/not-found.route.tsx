import { defineRoute } from './define-route.tsx';
import { NotFoundPage } from './lazy-screens.ts';
import { NOT_FOUND_HEAD } from './not-found-head.ts';

/** Any path no other route takes: the not-found template with a 404 status. */
export const notFoundRoute = defineRoute<true>({
  id: 'not-found',
  match: () => true,
  Screen: ({ context }) => <NotFoundPage path={context.rest} />,
  head: () => NOT_FOUND_HEAD,
  notFound: true,
});
