import { describe, expect, it } from 'vitest';
import { chromiumSession } from './browser.ts';

const browser = chromiumSession();

interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
}

describe('site search popular fallback', () => {
  it('offers the single most popular query when the popular searches come back empty', async () => {
    const page = await browser.open('/uk/en');
    const asked: SearchRequest[] = [];
    // The suggestions index answers the five popular searches with nothing; the fallback reaches the real endpoint.
    await page.route('**/1/indexes/*/queries*', async (route) => {
      const { requests } = route.request().postDataJSON() as { requests: SearchRequest[] };
      const [first] = requests;
      if (!first?.indexName.endsWith('_query_suggestions') || first.query) return route.continue();
      asked.push(first);
      if (first.hitsPerPage !== 5) return route.continue();
      return route.fulfill({
        json: {
          results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 5, query: '', params: '' }],
        },
      });
    });
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.click();
    await expect.poll(() => field.getAttribute('aria-controls')).toBeTruthy();
    const popular = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Popular searches' })
      .getByRole('option');
    await popular.first().waitFor();
    expect(await popular.count()).toBe(1);
    expect(asked.map((request) => request.hitsPerPage)).toEqual([5, 1]);
    await page.context().close();
  });
});
