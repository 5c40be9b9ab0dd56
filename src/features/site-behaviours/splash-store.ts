import { makeAutoObservable } from 'mobx';
import type { ContentOf } from '../../content/index.ts';
import type { KeyValueStorage } from '../../services/types/index.ts';
import { MEMORY_KEYS } from '../../stores/shopper-memory-store.ts';

export type SplashContent = ContentOf<'splashModal'>;
export const SPLASH_SEEN_KEY = MEMORY_KEYS.splashSeen;

/** The splash modal: shown once per visitor; closing it or following a link in it remembers that. */
export class SplashStore {
  splash: SplashContent | null = null;

  constructor(private readonly storage: KeyValueStorage) {
    makeAutoObservable<SplashStore, 'storage'>(this, { storage: false });
  }

  /** Offer the language's splash; it opens unless disabled or this visitor has seen it. */
  offer(splash: SplashContent | null): void {
    if (!splash?.enabled || this.storage.get(SPLASH_SEEN_KEY) === splash.id) return;
    this.splash = splash;
  }

  close(): void {
    if (this.splash) this.storage.set(SPLASH_SEEN_KEY, this.splash.id);
    this.splash = null;
  }
}
