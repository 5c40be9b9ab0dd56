import { screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { useStores } from '../../stores/index.ts';
import { shellTestFiles } from './shell-test-content.ts';
import { preloadShell, SiteLayout } from './site-layout.tsx';

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
  await preloadShell();
  const env = createTestEnvironment({ path, files: options.files ?? shellTestFiles() });
  const result = env.render(
    <>
      <SiteLayout>{options.page ?? <h1>Page</h1>}</SiteLayout>
      <LocationProbe />
    </>,
  );
  return { ...env, result, location: () => screen.getByTestId('location').textContent };
}
