/** The route table and what reads it: the site's page component, route preparation and the document head. */
export { SitePage } from './site-routes.tsx';
export { PageSkeleton } from '../../features/content-pages/index.ts';
export { resolveRoute, routeTable } from './route-table.ts';
export { prepareSiteRoute, type PreparedRoute } from './prepare-route.ts';
export { documentHead, type DocumentHead } from './document-head.tsx';
export { NOT_FOUND_HEAD } from './not-found-head.ts';
export type { HeadInput, ResolvedRoute, RouteContext, RouteModule } from '../../routing/route-types.ts';
