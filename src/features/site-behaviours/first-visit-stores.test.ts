import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { BANNER_RETRY, COOKIE_MESSAGE_KEY, CookieMessageStore } from './cookie-message-store.ts';
import { SplashStore, type SplashContent } from './splash-store.ts';

const splash: SplashContent = { id: 'welcome-aw26', enabled: true, title: 'Welcome' };

describe('CookieMessageStore', () => {
  it('shows until dismissed, then never again', () => {
    const storage = new MemoryStorage();
    const first = new CookieMessageStore(storage, new ManualClock());
    first.start();
    expect(first.visible).toBe(true);
    first.dismiss();
    expect(first.visible).toBe(false);
    expect(storage.get(COOKIE_MESSAGE_KEY)).toBeTruthy();
    const later = new CookieMessageStore(storage, new ManualClock());
    later.start();
    expect(later.visible).toBe(false);
  });

  it('waits for a consent manager’s banner: 5 looks 10 s apart, then shows its own message', () => {
    const clock = new ManualClock();
    const store = new CookieMessageStore(new MemoryStorage(), clock);
    let looks = 0;
    store.start(() => {
      looks += 1;
      return false;
    });
    expect(store.visible).toBe(false);
    clock.advance(BANNER_RETRY.everyMs * (BANNER_RETRY.attempts - 2));
    expect(looks).toBe(BANNER_RETRY.attempts - 1);
    expect(store.visible).toBe(false);
    clock.advance(BANNER_RETRY.everyMs);
    expect(looks).toBe(BANNER_RETRY.attempts);
    expect(store.visible).toBe(true);
    expect(clock.pending).toBe(0);
  });

  it('stays hidden while the consent manager shows its own banner', () => {
    const clock = new ManualClock();
    const store = new CookieMessageStore(new MemoryStorage(), clock);
    let shown = false;
    store.start(() => shown);
    shown = true;
    clock.advance(BANNER_RETRY.everyMs * 10);
    expect(store.visible).toBe(false);
  });
});

describe('SplashStore', () => {
  it('shows an enabled splash once per visitor', () => {
    const storage = new MemoryStorage();
    const first = new SplashStore(storage);
    first.offer(splash);
    expect(first.splash?.id).toBe('welcome-aw26');
    first.close();
    expect(first.splash).toBeNull();
    const again = new SplashStore(storage);
    again.offer(splash);
    expect(again.splash).toBeNull();
    again.offer({ ...splash, id: 'spring-27' });
    expect(again.splash?.id).toBe('spring-27');
  });

  it('ignores a disabled or missing splash', () => {
    const store = new SplashStore(new MemoryStorage());
    store.offer({ ...splash, enabled: false });
    store.offer(null);
    expect(store.splash).toBeNull();
  });
});
