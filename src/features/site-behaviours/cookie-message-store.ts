import { makeAutoObservable } from 'mobx';
import type { Clock, KeyValueStorage } from '../../kernel/types/index.ts';
import { MEMORY_KEYS } from '../../kernel/session/shopper-memory-store.ts';

export const COOKIE_MESSAGE_KEY = MEMORY_KEYS.cookieMessage;
/** A consent manager's banner is looked for 5 times, every 10 s. */
export const BANNER_RETRY = { attempts: 5, everyMs: 10000 } as const;

/**
 * The cookie message: shown until dismissed, then never again. When the site loads a consent
 * manager (scripts.json, kind 'consent'), its banner takes the message's place; if that banner has not appeared after
 * five looks ten seconds apart, the shop's own message shows, so a visitor is never left uninformed.
 */
export class CookieMessageStore {
  visible = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<CookieMessageStore, 'storage' | 'clock'>(this, { storage: false, clock: false });
  }

  start(consentBannerShown?: () => boolean): void {
    if (this.storage.get(COOKIE_MESSAGE_KEY)) return;
    if (!consentBannerShown) {
      this.show();
      return;
    }
    let looks = 0;
    const look = () => {
      if (consentBannerShown()) return;
      looks += 1;
      if (looks >= BANNER_RETRY.attempts) this.show();
      else this.clock.setTimeout(look, BANNER_RETRY.everyMs);
    };
    look();
  }

  show(): void {
    this.visible = true;
  }

  dismiss(): void {
    this.storage.set(COOKIE_MESSAGE_KEY, new Date(this.clock.now()).toISOString());
    this.visible = false;
  }
}
