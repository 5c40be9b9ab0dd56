import { describe, expect, it } from 'vitest';
import { SHELL_CONTENT } from '../../../schemas/content/content-paths.ts';
import { createFakeServices } from '../../../tests/helpers/fake-services.ts';
import { ContentLoader } from '../../content/index.ts';
import { ContentStore } from './content-store.ts';

describe('ContentStore', () => {
  it('loads exactly the shell files the server preloads, in one parallel batch, once', async () => {
    const services = createFakeServices();
    const store = new ContentStore(new ContentLoader(services.content, services.reporter));
    await Promise.all([store.loadShell('uk', 'en', 'en'), store.loadShell('uk', 'en', 'en')]);
    expect(services.content.requested).toHaveLength(SHELL_CONTENT.length);
    expect(services.content.requested).toContain('uk/language/en.json');
    expect(store.shell('uk', 'en').status).toBe('ready');
  });

  it('keeps the previous language usable while another loads, and loads the default catalogue as fallback', async () => {
    const services = createFakeServices({
      'ae/language/en.json': { WEB: { A: 'A' } },
      'ae/language/ar.json': { WEB: { A: 'أ' } },
    });
    const store = new ContentStore(new ContentLoader(services.content, services.reporter));
    await store.loadShell('ae', 'en', 'en');
    const loading = store.loadShell('ae', 'ar', 'en');
    expect(store.hasShell('ae')).toBe(true);
    expect(store.shell('ae', 'ar').status).toBe('loading');
    await loading;
    expect(store.catalogs.get('ae:ar')).toEqual({ WEB: { A: 'أ' } });
    expect(store.catalogs.get('ae:en')).toEqual({ WEB: { A: 'A' } });
  });

  it('marks a missing page as missing', async () => {
    const services = createFakeServices();
    const store = new ContentStore(new ContentLoader(services.content, services.reporter));
    await store.loadPage('uk', 'en', 'nope');
    expect(store.page('uk', 'en', 'nope').status).toBe('missing');
  });

  it('reads, once each, the files a server render planned for the browser, and nothing while not planning', async () => {
    const services = createFakeServices({
      'uk/data/en/badges.json': { badges: [] },
      'uk/data/campaigns/winter-sale.json': { name: 'winter-sale' },
    });
    const store = new ContentStore(new ContentLoader(services.content, services.reporter));
    // In the browser, a component's plan is nothing.
    store.plan('uk', 'badges', { language: 'en' });
    await store.loadPlanned();
    expect(services.content.requested).toEqual([]);

    store.startPlanning();
    store.plan('uk', 'badges', { language: 'en' });
    store.plan('uk', 'badges', { language: 'en' });
    store.plan('uk', 'campaign', { name: 'winter-sale' });
    store.plan('uk', 'interestGroups', { language: 'en' });
    await store.loadPlanned();
    expect([...services.content.requested].sort()).toEqual([
      'uk/data/campaigns/winter-sale.json',
      'uk/data/en/badges.json',
      'uk/data/en/interestGroups.json',
    ]);
  });
});
