import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = async (url: string) => {
  server ??= await buildTestServer({ serverRender: true });
  return server.app.inject({ method: 'GET', url });
};

describe('server rendering', () => {
  it('puts the rendered markup, content, language, direction, title and description into the page', async () => {
    const response = await page('/uk/en');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root" data-server-rendered><main>Rendered /uk/en</main></div>');
    expect(html).toContain('<html lang="en-GB" dir="ltr">');
    expect(html).toContain('<title>Coats &amp; &lt;Jackets&gt;</title>');
    // Scripts wait until the visible page has painted (boot.js starts them); the content travels inside the page,
    // never as a fetch.
    expect(html).toContain('<meta name="app-module" data-entry content="/assets/index-abc123.js">');
    expect(html).toContain('<script src="/boot.js" defer></script></head>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('as="fetch"');
    const content = /<script id="server-content" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    const files = JSON.parse(content!) as Record<string, string>;
    expect(JSON.parse(files['uk/config.json']!)).toMatchObject({ siteId: 'uk' });
    // Sent without the file's indentation; the browser parses it the same.
    expect(files['uk/config.json']).not.toContain('\n');
    // Nothing outside the content root is readable, and no file can close the script element.
    expect(files.outside).toBe('null');
    expect(files.evil).toBe('</script><script>alert(1)</script>');
    expect(content).not.toContain('</script>');
    // The API answers the render read travel too, escaped the same way; only /api paths can be read.
    const api = /<script id="server-api" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(api!)).toEqual({ '/api/example?lang=en': '{"text":"</script>"}', notApi: '404' });
    // The first screen's picture is preloaded in the head, beside the route's own head markup.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/products/P1/black.svg" fetchpriority="high">',
    );
    expect(head).toContain('<link rel="canonical" href="https://shop.example/uk/en">');
    // The editorial HTML the render vouches for travels escaped the same way.
    const clean = /<script id="server-clean-html" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(clean!)).toEqual(['<p>Clean</p>', '</script><p>x</p>']);
    expect(clean).not.toContain('</script>');
  });

  it("lays a first visit's splash over the page, and leaves it out once the visitor's cookie says it was closed", async () => {
    const first = (await page('/uk/en')).body;
    expect(first).toContain('</main></div><dialog open id="server-splash">Welcome</dialog>');
    const later = await server!.app.inject({
      method: 'GET',
      url: '/uk/en',
      headers: { cookie: 'other=1; storefront-splash-seen=welcome' },
    });
    expect(later.body).toContain('Rendered /uk/en');
    expect(later.body).not.toContain('server-splash');
  });

  it('answers the status the render gives, and redirects where it says', async () => {
    expect((await page('/uk/en/missing')).statusCode).toBe(404);
    const redirect = await page('/uk/en/old');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/uk/en/new');
  });

  it('leaves the page to the browser when the render fails or asks to', async () => {
    for (const url of ['/uk/en/broken', '/uk/en/personal']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
      expect(response.body).not.toContain('boot.js');
      expect(response.body).toContain('as="fetch"');
    }
  });

  it('never renders the update check on the server', async () => {
    const response = await page('/uk/en?checkForUpdate=1');
    expect(response.body).toContain('<div id="root"></div>');
  });
});
