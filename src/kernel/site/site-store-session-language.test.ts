import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import { createRootStore } from '../../app/root.ts';
import { SESSION_LANGUAGE_WAIT_MS, SiteStore, type SessionLanguage } from './site-store.ts';

/** A session that exists or not, whose language update the test settles by hand. */
function fakeSession(exists: boolean) {
  const kept: string[] = [];
  let settle: () => void = () => undefined;
  const session: SessionLanguage = {
    exists: () => exists,
    keep: (language) => {
      kept.push(language);
      return new Promise<void>((resolve) => (settle = resolve));
    },
  };
  return { session, kept, settle: () => settle() };
}

function siteStore(exists: boolean) {
  const clock = new ManualClock();
  const fake = fakeSession(exists);
  const store = new SiteStore(fixtureSites, new MemoryStorage(), clock, fake.session);
  store.setPathname('/ae/en/women');
  return { store, clock, ...fake };
}

describe('the chosen language on the shopping session', () => {
  it('is kept on the session when one exists', () => {
    const { store, kept } = siteStore(true);
    expect(store.chooseLanguage('ar')).toBe('/ae/ar/women');
    expect(kept).toEqual(['ar']);
  });

  it('is not sent without a session, nor for a language the site does not have', () => {
    const { store, kept } = siteStore(false);
    expect(store.chooseLanguage('ar')).toBe('/ae/ar/women');
    expect(siteStore(true).store.chooseLanguage('ja')).toBeUndefined();
    expect(kept).toEqual([]);
  });

  it('holds a full reload until the session has the language', async () => {
    const { store, clock, settle } = siteStore(true);
    store.chooseLanguage('ar');
    const reload = vi.fn();
    store.reloadAfter(reload, 50);
    clock.advance(50);
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    settle();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    clock.advance(SESSION_LANGUAGE_WAIT_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway once the session has had long enough to answer', () => {
    const { store, clock } = siteStore(true);
    store.chooseLanguage('ar');
    const reload = vi.fn();
    store.reloadAfter(reload, 50);
    clock.advance(SESSION_LANGUAGE_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes through the cart service where the browser holds an API session, and only there', async () => {
    const services = createFakeServices();
    const stores = createRootStore(services, { sites: fixtureSites, preview: false });
    stores.site.setPathname('/ae/en');
    stores.site.chooseLanguage('ar');
    services.storage.set('storefront:api-session', 's.sig');
    stores.site.chooseLanguage('en');
    await vi.waitFor(() => expect(services.cartService.sessionLanguages).toEqual(['en']));
  });
});
