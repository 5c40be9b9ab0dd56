export { SitePage } from './site-page.tsx';
export { PageSkeleton } from './page-skeleton.tsx';
export { matchCategory, matchClpRoute, matchRedirect, startingContextPath } from './match-route.ts';
