// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopIsBuilt, startBuiltShop, type BuiltShop } from '../test-support/built-shop.ts';

// The shop's real pages, rendered by the built server-render entry (`npm run build`, which `npm test` runs first)
// over the demo content: what answers 404, what each not-found page is titled, and that every size guide page a
// product can link to is there with its tables.

let shop: BuiltShop | undefined;

beforeAll(async () => {
  if (shopIsBuilt) shop = await startBuiltShop();
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

/** A page as a browser gets it: its status, its title and its rendered content (the shell's `main`). */
async function page(url: string) {
  const response = await shop!.app.inject({ method: 'GET', url });
  const html = response.body;
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return {
    status: response.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    main,
    tables: (main.match(/<table/g) ?? []).length,
  };
}

/**
 * A site of each script and direction, with its size guide title and its not-found title (the unit tests check every
 * site's chart has a guide for each page).
 */
const sites = [
  { base: '/uk/en', guide: 'Size guide | Maison Nord', notFound: 'Page not found | Maison Nord' },
  { base: '/ae/ar', guide: 'دليل المقاسات | Maison Nord', notFound: 'الصفحة غير موجودة | Maison Nord' },
  { base: '/ja-jp', guide: 'サイズガイド | Maison Nord', notFound: 'ページが見つかりません | Maison Nord' },
];

describe.runIf(shopIsBuilt)('pages of the built shop that are there and that are not', () => {
  it.each(sites)('$base: every size guide page answers 200 with its tables', async ({ base, guide }) => {
    for (const route of ['women', 'men', 'girls', 'boys', 'home'].map(
      (audience) => `size-guide-${audience}`,
    )) {
      const answer = await page(`${base}/support/${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.title, route).toBe(guide);
      expect(answer.tables, route).toBeGreaterThan(0);
    }
    // The page of every guide has two addresses: both show the same page.
    const [plural, singular] = await Promise.all([
      page(`${base}/support/size-guides`),
      page(`${base}/support/size-guide`),
    ]);
    expect([plural.status, singular.status]).toEqual([200, 200]);
    expect(plural.tables).toBeGreaterThan(5);
    const withoutIds = (markup: string) => markup.replace(/ (id|aria-labelledby)="[^"]*"/g, '');
    expect(withoutIds(singular.main)).toBe(withoutIds(plural.main));
  });

  it.each(sites)(
    '$base: an unknown brand, support page or path answers 404 titled as not found',
    async ({ base, notFound }) => {
      for (const path of ['/brands/no-such-brand', '/women/brands/no-such-brand', '/support/no-such-page']) {
        const answer = await page(`${base}${path}`);
        expect(answer.status, path).toBe(404);
        expect(answer.title, path).toBe(notFound);
      }
    },
  );

  it('a brand the catalogue has is a page titled with its name', async () => {
    const answer = await page('/uk/en/brands/harlow-and-finch');
    expect(answer.status).toBe(200);
    expect(answer.title).toBe('Harlow &amp; Finch | Maison Nord');
  });
});
