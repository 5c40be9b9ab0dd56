import { screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createTestEnvironment } from './render-with-stores.tsx';
import { useStores } from '../../src/kernel/stores/index.ts';
import { shellTestFiles } from './shell-test-content.ts';
import { preloadShell, SiteLayout } from '../../src/features/shell/site-layout.tsx';
import { LazySiteSearchBox } from '../../src/features/site-search/lazy-site-search-box.ts';

/** The header's search box as the app composes it, and its chunk's preload. */
export const HeaderSearchBox = LazySiteSearchBox;

/** Shows the router's path (and keeps the site store on it, as the app's LocationSync does). */
function LocationProbe() {
  const { site } = useStores();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => site.setPathname(pathname), [site, pathname]);
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Render the whole shell at `path` with the shell test content; resolves once the navigation has loaded. */
export async function renderShell(
  path: string,
  options: { files?: Record<string, unknown>; page?: ReactNode } = {},
) {
  // As the app does before it renders a page (prepareSiteRoute), so the footer renders with the rest.
  await Promise.all([preloadShell(), LazySiteSearchBox.preload()]);
  const env = createTestEnvironment({ path, files: options.files ?? shellTestFiles() });
  const result = env.render(
    <>
      <SiteLayout SearchBox={LazySiteSearchBox}>{options.page ?? <h1>Page</h1>}</SiteLayout>
      <LocationProbe />
    </>,
  );
  return { ...env, result, location: () => screen.getByTestId('location').textContent };
}
