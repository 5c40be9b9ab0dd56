import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ukChart from '../../../content-fixtures/uk/data/measurements-chart.json';
import ukEnglish from '../../../content-fixtures/uk/language/en.json';
import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { brand as brandFilter } from '../../../tests/helpers/filter-definitions.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { shellTestFiles } from '../../../tests/helpers/shell-test-content.ts';
import { localize } from '../../content/index.ts';
import { documentHead } from './document-head.tsx';
import { NOT_FOUND_HEAD } from './not-found-head.ts';
import { prepareSiteRoute } from './prepare-route.ts';
import { BrandScreen } from './brand.route.tsx';
import { NotFoundPage } from './not-found.route.tsx';
import { SizeGuideScreen } from './size-guide.route.tsx';

const seoData = {
  titleTemplate: '%s | Maison Nord',
  defaults: { title: 'Maison Nord', description: 'Shop' },
};

/** The uk site at `path`, its brands as the filter definitions name them (or unreadable), its chart as given. */
function site(path: string, options: { chart?: unknown; brands?: FilterDefinition | 'unreadable' } = {}) {
  const files: Record<string, unknown> = {
    ...shellTestFiles(),
    'uk/data/seoData.json': seoData,
    'uk/language/en.json': ukEnglish,
  };
  if (options.chart) files['uk/data/measurements-chart.json'] = options.chart;
  const environment = createTestEnvironment({ path, files });
  const { services } = environment;
  const brands = options.brands ?? brandFilter;
  services.discovery = () =>
    Promise.resolve({
      search: services.searchService,
      filters: () =>
        brands === 'unreadable' ? Promise.reject(new Error('offline')) : Promise.resolve([brands]),
    });
  return environment;
}

/** Prepare the path as the server does before it renders: the route, whether it is a 404, and its title. */
async function prepare(environment: ReturnType<typeof site>) {
  const { stores, environment: code } = environment;
  const prepared = (await prepareSiteRoute(stores, code))!;
  const head = prepared.route.head();
  const title = head ? documentHead(prepared.shell, (text) => localize(text, 'en', 'en'), head).title : '';
  return { prepared, head, title };
}

describe('pages that are not there', () => {
  // The screens' code loads with a route's preparation: once, up front, as it is cold at first.
  beforeAll(
    () => Promise.all([BrandScreen.preload?.(), NotFoundPage.preload?.(), SizeGuideScreen.preload?.()]),
    60_000,
  );

  it('an unknown brand is a 404 titled as not found, and shows the not-found page', async () => {
    const environment = site('/uk/en/brands/no-such-brand');
    const { prepared, head, title } = await prepare(environment);
    expect(prepared.route.id).toBe('brand');
    expect(prepared.notFound).toBe(true);
    expect(head).toBe(NOT_FOUND_HEAD);
    expect(title).toBe('Page not found | Maison Nord');
    environment.render(prepared.route.render());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('a brand the site sells is a page, titled with its name', async () => {
    const { prepared, title } = await prepare(site('/uk/en/brands/atelier-sud'));
    expect(prepared.notFound).toBe(false);
    expect(title).toBe('atelier-sud | Maison Nord');
    const named = await prepare(
      site('/uk/en/brands/harlow-and-finch', {
        brands: { ...brandFilter, options: [{ tag: 'harlow-and-finch', value: 'Harlow & Finch' }] },
      }),
    );
    expect(named.title).toBe('Harlow & Finch | Maison Nord');
  });

  it('every brand page shows when the brands cannot be read', async () => {
    const { prepared, title } = await prepare(site('/uk/en/brands/no-such-brand', { brands: 'unreadable' }));
    expect(prepared.notFound).toBe(false);
    expect(title).toBe('No Such Brand | Maison Nord');
  });

  it('a size guide page with no guide in the chart is a 404; one with guides is a page', async () => {
    const womenOnly = {
      ...ukChart,
      categories: ukChart.categories.filter((guide) => guide.categoryKey === 'women'),
    };
    const missing = await prepare(site('/uk/en/support/size-guide-girls', { chart: womenOnly }));
    expect(missing.prepared.route.id).toBe('size-guide');
    expect(missing.prepared.notFound).toBe(true);
    expect(missing.title).toBe('Page not found | Maison Nord');
    const found = await prepare(site('/uk/en/support/size-guide-girls', { chart: ukChart }));
    expect(found.prepared.notFound).toBe(false);
    expect(found.title).toBe('Size guide | Maison Nord');
    // Without a chart at all, no guide page is there.
    expect((await prepare(site('/uk/en/support/size-guides'))).prepared.notFound).toBe(true);
  });

  it('a path no route takes is titled as not found, not with the bare site name', async () => {
    const { prepared, title } = await prepare(site('/uk/en/support/no-such-page'));
    expect(prepared.route.id).toBe('not-found');
    expect(prepared.notFound).toBe(true);
    expect(title).toBe('Page not found | Maison Nord');
  });
});
