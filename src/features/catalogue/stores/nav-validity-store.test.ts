import { describe, expect, it } from 'vitest';
import { FakeSearchService, RecordingReporter } from '../../../../tests/helpers/fake-services.ts';
import { NavValidityStore } from './nav-validity-store.ts';

const links = [
  { key: 'dresses', filters: 'categoryPageIds:"women-clothing-dresses"' },
  { key: 'capes', filters: 'categoryPageIds:"women-clothing-capes"' },
];

describe('NavValidityStore', () => {
  it('checks every link in one batch on the site index and marks the empty ones', async () => {
    const search = new FakeSearchService();
    search.hitCountsByFilter.set(links[1]!.filters, 0);
    const store = new NavValidityStore(
      () => Promise.resolve({ search, filters: () => Promise.resolve([]) }),
      new RecordingReporter(),
      'uk',
    );
    expect(store.isEmpty('capes')).toBe(false);
    await store.check(links);
    expect(search.hitCountCalls).toEqual([
      { indexName: 'uk_products', filters: links.map((l) => l.filters) },
    ]);
    expect(store.isEmpty('capes')).toBe(true);
    expect(store.isEmpty('dresses')).toBe(false);
  });

  it('asks once for the same links (a check prepared before hydration), again for other links', async () => {
    const search = new FakeSearchService();
    const store = new NavValidityStore(
      () => Promise.resolve({ search, filters: () => Promise.resolve([]) }),
      new RecordingReporter(),
      'uk',
    );
    await store.check(links);
    await store.check([...links]);
    expect(search.hitCountCalls).toHaveLength(1);
    await store.check(links.slice(1));
    expect(search.hitCountCalls).toHaveLength(2);
  });

  it('shows every link when the check fails, and reports it', async () => {
    const search = new FakeSearchService();
    search.hitCounts = () => Promise.reject(new Error('offline'));
    const reporter = new RecordingReporter();
    const store = new NavValidityStore(
      () => Promise.resolve({ search, filters: () => Promise.resolve([]) }),
      reporter,
      'uk',
    );
    await store.check(links);
    expect(store.isEmpty('capes')).toBe(false);
    expect(reporter.reports[0]?.message).toContain('offline');
  });
});
