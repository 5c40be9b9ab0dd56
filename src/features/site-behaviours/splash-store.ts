import { makeAutoObservable } from 'mobx';
import type { ContentOf } from '../../content/index.ts';
import type { KeyValueStorage } from '../../kernel/types/index.ts';
import { MEMORY_KEYS } from '../../kernel/session/shopper-memory-store.ts';

export type SplashContent = ContentOf<'splashModal'>;
export const SPLASH_SEEN_KEY = MEMORY_KEYS.splashSeen;

/** Tells the server which splash this visitor has seen, so it leaves it out of the pages it renders. */
export interface SplashSeenMarker {
  markSeen(id: string): void;
}

/** The splash modal: shown once per visitor; closing it or following a link in it remembers that. */
export class SplashStore {
  splash: SplashContent | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly marker: SplashSeenMarker = { markSeen: () => {} },
  ) {
    makeAutoObservable<SplashStore, 'storage' | 'marker'>(this, { storage: false, marker: false });
  }

  /** Offer the language's splash; it opens unless disabled or this visitor has seen it. */
  offer(splash: SplashContent | null): void {
    if (!splash?.enabled) return;
    if (this.storage.get(SPLASH_SEEN_KEY) === splash.id) {
      // Seen before the server could know (or its note expired): tell it now.
      this.marker.markSeen(splash.id);
      return;
    }
    this.splash = splash;
  }

  close(): void {
    if (this.splash) {
      this.storage.set(SPLASH_SEEN_KEY, this.splash.id);
      this.marker.markSeen(this.splash.id);
    }
    this.splash = null;
  }
}
