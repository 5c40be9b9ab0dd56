/** Home and content pages, the not-found page, and the frame every titled page uses (skeleton, title, content). */
export { PageSkeleton } from './components/page-skeleton.tsx';
export { ScreenContent } from './components/screen-content.tsx';
export { BAG_TRAYS_PAGE, PRODUCT_TRAYS_PAGE } from './components/screen-pages.ts';
export { TitledPage } from './components/titled-page.styles.ts';
export { NotFoundPage } from './screens/not-found-page.tsx';
