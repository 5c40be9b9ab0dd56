export { SitePage } from './site-routes.tsx';
export { PageSkeleton } from './screens/page-skeleton.tsx';
export { matchCategory, matchClpRoute, matchRedirect, startingContextPath } from '../../domain/navigation/match-route.ts';
export { resolveSiteRoute, routeHeadInput, type SiteRoute } from '../../domain/navigation/site-route.ts';
export { prepareSiteRoute, type PreparedRoute } from './prepare-route.ts';
export { documentHead, type DocumentHead } from './document-head.tsx';
