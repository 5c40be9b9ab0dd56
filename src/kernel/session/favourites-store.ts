import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../types/index.ts';
import { MEMORY_KEYS } from './shopper-memory-store.ts';

/** How long a just-added favourite stays highlighted. */
export const FAVOURITE_HIGHLIGHT_MS = 500;

const storageKey = MEMORY_KEYS.favourites;

/** Favourite product ids per site, kept in local storage (no server call exists for them). */
export class FavouritesStore {
  /**
   * Lists changed in this session, per site. Only `toggle` writes here: a read that cached what it parsed would
   * change state inside a render, and that render would then track the key's presence but never its value.
   */
  private readonly ids = new Map<string, string[]>();
  /** What storage held for a site when first read; plain, so reading it is no state change. */
  private readonly stored = new Map<string, string[]>();
  /** The product just added, highlighted for `FAVOURITE_HIGHLIGHT_MS`. */
  highlighted: string | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly timers: { setTimeout: (run: () => void, ms: number) => unknown } = globalThis,
  ) {
    makeAutoObservable<FavouritesStore, 'storage' | 'timers' | 'stored'>(this, {
      storage: false,
      timers: false,
      stored: false,
    });
  }

  list(siteId: string): readonly string[] {
    const changed = this.ids.get(siteId);
    if (changed) return changed;
    let ids = this.stored.get(siteId);
    if (!ids) {
      ids = parseIds(this.storage.get(storageKey(siteId)));
      this.stored.set(siteId, ids);
    }
    return ids;
  }

  has(siteId: string, productId: string): boolean {
    return this.list(siteId).includes(productId);
  }

  /** Add a product (highlighted briefly) or remove it when it is already a favourite. */
  toggle(siteId: string, productId: string): void {
    const current = this.list(siteId);
    const added = !current.includes(productId);
    const next = added ? [productId, ...current] : current.filter((id) => id !== productId);
    this.ids.set(siteId, next);
    this.storage.set(storageKey(siteId), JSON.stringify(next));
    if (!added) return;
    this.highlighted = productId;
    this.timers.setTimeout(() => this.clearHighlight(productId), FAVOURITE_HIGHLIGHT_MS);
  }

  private clearHighlight(productId: string): void {
    if (this.highlighted === productId) this.highlighted = null;
  }
}

function parseIds(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
