// A stand-in for the built server-render entry (src/app/entry-server.tsx): answers by path, so the server tests can
// check what the server does with each kind of result. The real entry is tested end to end in tests/e2e.
export async function render(request) {
  const path = new URL(request.url, 'http://storefront.invalid').pathname;
  if (path === '/uk/en/old') return { kind: 'redirect', location: '/uk/en/new' };
  if (path === '/uk/en/broken') throw new Error('a rendering bug');
  if (path === '/uk/en/personal') return { kind: 'client-only' };
  if (path === '/uk/en/api-probe') return probeApi(request);
  if (path === '/uk/en/search-probe') return probeSearch(request);
  if (path === '/uk/en/listing-probe') return probeListing(request);
  const config = await request.readContentFile('uk/config.json');
  const outside = await request.readContentFile('../metadata-v2.json');
  request.report({ message: 'a content problem', file: 'uk/config.json', pointer: '/name' });
  // The API is asked in process; anything but an /api path is refused.
  const notApi = await request.fetchApi('/content/uk/config.json', {});
  return {
    kind: 'page',
    status: path === '/uk/en/missing' ? 404 : 200,
    html: `<main>Rendered ${path}</main>`,
    lang: 'en-GB',
    dir: 'ltr',
    title: 'Coats & <Jackets>',
    description: 'Warm "wool" coats',
    contentFiles: { 'uk/config.json': config, outside: String(outside), evil: '</script><script>alert(1)</script>' },
    apiAnswers: { '/api/example?lang=en': '{"text":"</script>"}', notApi: String(notApi.status) },
    preloadImages: ['/media/products/P1/black.svg'],
    headMarkup: '<link rel="canonical" href="https://shop.example/uk/en">',
    cleanHtml: ['<p>Clean</p>', '</script><p>x</p>'],
    // A first visit's splash, left out once the visitor's cookie says they closed it.
    ...(request.splashSeen === 'welcome' ? {} : { overlayHtml: '<dialog open id="server-splash">Welcome</dialog>' }),
  };
}

/** A page that reads the uk site's API, as a product page does: its answer's status is what the test checks. */
async function probeApi(request) {
  const basic = Buffer.from('storefront:public').toString('base64');
  const probe = await request.fetchApi('/api/filters/s/ALL?siteTag=storefront-demo', {
    authorization: `Basic ${basic}`,
    'x-subfolder': 'uk',
  });
  return probePage(`API ${probe.status}`);
}

/**
 * A page that searches the uk site's index on the server's own endpoint, as a listing does: with the public key, with
 * a wrong one, and outside the search paths. The statuses are what the test checks.
 */
async function probeSearch(request) {
  const body = JSON.stringify({ requests: [{ indexName: 'uk_products', hitsPerPage: 1 }] });
  const key = (apiKey) => ({ 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': apiKey });
  const statuses = [
    await request.fetchSearch('/1/indexes/*/queries', key('storefront-search-only'), body),
    await request.fetchSearch('/1/indexes/*/queries', key('not-the-key'), body),
    await request.fetchSearch('/api/filters/s/ALL', key('storefront-search-only'), body),
  ].map((answer) => answer.status);
  return probePage(`Search ${statuses.join(' ')}`);
}

/** A listing's one search, as the real entry makes it: the page shows how many products it found. */
async function probeListing(request) {
  const body = JSON.stringify({ requests: [{ indexName: 'uk_products', hitsPerPage: 1 }] });
  const answer = await request.fetchSearch(
    '/1/indexes/*/queries',
    { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'storefront-search-only' },
    body,
  );
  if (answer.status !== 200) return probePage(`Listing failed ${answer.status}`);
  return probePage(`Listing ${JSON.parse(answer.text).results[0].nbHits} products`);
}

const probePage = (text) => ({
  kind: 'page',
  status: 200,
  html: `<main>${text}</main>`,
  lang: 'en-GB',
  dir: 'ltr',
  title: 'Probe',
  description: '',
  contentFiles: {},
  apiAnswers: {},
  preloadImages: [],
  headMarkup: '',
  cleanHtml: [],
});
