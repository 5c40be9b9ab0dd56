import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readGateSettings } from '../gate/index.ts';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { readDeploymentSettings } from './deployment-settings.ts';
import { redactUrl } from './log-redaction.ts';
import { DEFAULT_SERVER_TIMEOUTS } from './server-timeouts.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

describe('deployment settings', () => {
  it('are safe when nothing is set', () => {
    expect(readDeploymentSettings({})).toEqual({
      host: 'localhost',
      outboxPage: false,
      searchEventsLog: false,
      trustProxy: false,
      https: false,
      hstsMaxAgeSeconds: 31_536_000,
      timeouts: DEFAULT_SERVER_TIMEOUTS,
      shutdownDrainMs: 0,
    });
  });

  it('read each switch, a proxy hop count or list, and HTTPS from an https:// origin', () => {
    expect(readDeploymentSettings({ OUTBOX_PAGE: 'on', NODE_ENV: 'production' }).outboxPage).toBe(true);
    expect(readDeploymentSettings({ NODE_ENV: 'development' }).outboxPage).toBe(false);
    expect(readDeploymentSettings({ SEARCH_EVENTS_LOG: 'on' }).searchEventsLog).toBe(true);
    expect(readDeploymentSettings({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(readDeploymentSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readDeploymentSettings({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(readDeploymentSettings({ STOREFRONT_ORIGIN: 'https://shop.example' }).https).toBe(true);
    expect(readDeploymentSettings({ STOREFRONT_ORIGIN: 'https://shop.example', HTTPS: 'off' }).https).toBe(
      false,
    );
    expect(readDeploymentSettings({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuse a value they cannot understand rather than guess', () => {
    expect(() => readDeploymentSettings({ OUTBOX_PAGE: 'maybe' })).toThrow(/OUTBOX_PAGE/);
    expect(() => readDeploymentSettings({ SEARCH_EVENTS_LOG: 'maybe' })).toThrow(/SEARCH_EVENTS_LOG/);
    expect(() => readDeploymentSettings({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readDeploymentSettings({ SHUTDOWN_DRAIN_MS: '3 s' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => readDeploymentSettings({ SHUTDOWN_DRAIN_MS: '600000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(readDeploymentSettings({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(() => readGateSettings({ SITE_GATE_ATTEMPTS_PER_MINUTE: 'ten' })).toThrow(
      /SITE_GATE_ATTEMPTS_PER_MINUTE/,
    );
    expect(readGateSettings({ SITE_GATE_ATTEMPTS_PER_MINUTE: '5' }).attemptsPerMinute).toBe(5);
    expect(readGateSettings({}).attemptsPerMinute).toBe(10);
  });
});

describe('security headers', () => {
  it('give pages a policy that falls back to this origin and closes objects, base, forms and framing', async () => {
    server = await buildTestServer();
    const policy = directives(
      (await server.app.inject({ url: '/uk/en' })).headers['content-security-policy'],
    );
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
  });

  it('let pages reach an outside search service only when the content root points the shop at one', async () => {
    server = await buildTestServer();
    const connect = async () =>
      directives((await server!.app.inject({ url: '/uk/en' })).headers['content-security-policy']).get(
        'connect-src',
      );
    expect(await connect()).toBe("'self'");
    const metadataFile = join(server.contentDir, 'metadata-v2.json');
    const metadata = JSON.parse(await readFile(metadataFile, 'utf8')) as Record<string, unknown>;
    await writeFile(metadataFile, JSON.stringify({ ...metadata, search: { appId: 'LATENCY', apiKey: 'k' } }));
    expect(await connect()).toBe("'self' https://LATENCY-dsn.algolia.net");
    // Search analytics on Algolia: its insights host too.
    await writeFile(
      metadataFile,
      JSON.stringify({
        ...metadata,
        integrations: { searchInsights: true },
        search: { appId: 'LATENCY', apiKey: 'k' },
      }),
    );
    expect(await connect()).toBe("'self' https://LATENCY-dsn.algolia.net https://insights.algolia.io");
    const hosts = [
      { url: 'search.example.com', protocol: 'https' },
      { url: 'x y', protocol: 'https' },
    ];
    await writeFile(
      metadataFile,
      JSON.stringify({ ...metadata, search: { appId: 'A', apiKey: 'k', hosts } }),
    );
    expect(await connect()).toBe("'self' https://search.example.com");
  });

  it('run no script from files of the content root, whatever their type', async () => {
    server = await buildTestServer();
    const trap = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await writeFile(join(server.contentDir, 'media', 'trap.svg'), trap);
    await writeFile(join(server.contentDir, 'media', 'vendor.js'), 'alert(1)');
    const urls = ['/content/media/trap.svg', '/content/media/vendor.js', '/content/uk/config.json'];
    for (const url of urls) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src'), url).toBe("'none'");
      expect(policy.has('script-src'), url).toBe(false);
      expect(policy.has('sandbox'), url).toBe(true);
    }
  });

  it('send HSTS only when the shop is served over HTTPS', async () => {
    server = await buildTestServer();
    expect((await server.app.inject({ url: '/uk/en' })).headers['strict-transport-security']).toBeUndefined();
    await server.close();
    server = await buildTestServer({ deployment: readDeploymentSettings({ HTTPS: 'on' }) });
    for (const url of ['/uk/en', '/content/uk/config.json'])
      expect((await server.app.inject({ url })).headers['strict-transport-security'], url).toBe(
        'max-age=31536000',
      );
  });
});

describe('logged URLs', () => {
  it('keep paths and parameter names but never keys, tokens or e-mail addresses', () => {
    expect(
      redactUrl('/1/indexes/uk_products/query?x-algolia-api-key=secret1&x-algolia-application-id=APP&page=2'),
    ).toBe('/1/indexes/uk_products/query?x-algolia-api-key=[redacted]&x-algolia-application-id=APP&page=2');
    expect(redactUrl('/api/order/complete/R1?uat=abc&siteTag=demo')).toBe(
      '/api/order/complete/R1?uat=[redacted]&siteTag=demo',
    );
    expect(redactUrl('/api/marketing/x?address=ann%40example.com&lang=en')).toBe(
      '/api/marketing/x?address=[redacted]&lang=en',
    );
    expect(redactUrl('/api/customer/ann@example.com/orders')).toBe('/api/customer/[redacted]/orders');
  });

  it('are what the server writes to its log', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server = await buildTestServer({ logStream: stream });
    await server.app.inject({
      url: '/content/uk/config.json?x-algolia-api-key=topsecret&email=ann@example.com',
    });
    expect(log).toContain('/content/uk/config.json?x-algolia-api-key=[redacted]&email=[redacted]');
    expect(log).not.toContain('topsecret');
    expect(log).not.toContain('ann@example.com');
  });
});
