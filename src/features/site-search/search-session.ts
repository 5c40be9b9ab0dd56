/**
 * One search box's suggestions, wired to the site: the store, and the combobox behaviour of the box's input element
 * (WAI-ARIA combobox with a list popup: arrows move aria-activedescendant, Enter chooses, Escape closes then clears).
 */
import { autorun } from 'mobx';
import type { ShopStores } from '../../kernel/stores/index.ts';
import { DEFAULT_SUGGESTION_THRESHOLD } from '../listing/index.ts';
import { optionId } from './combobox-ids.ts';
import type { SearchDestination } from './rules/search-destination.ts';
import {
  DEFAULT_ITEMS_TO_SHOW,
  type SiteSearchStore,
  type SearchOption,
  type SiteSearchSettings,
  siteSearchStore,
} from './stores/site-search-store.ts';
import type { SearchDoneReason } from './site-search-types.ts';

/** What the box lends the session, read when needed: navigation, the box's callback and its product count. */
export interface SearchHost {
  navigate(destination: SearchDestination): void;
  onDone?: (reason: SearchDoneReason) => void;
  itemsToShow?: number;
}

/** The site, its config's suggestion threshold and the shopper's navigation context, as they are now. */
function settingsOf(stores: ShopStores, itemsToShow: number | undefined): SiteSearchSettings {
  const siteId = stores.site.site?.siteId ?? '';
  const shell = siteId ? stores.content.shell(siteId, stores.site.language) : undefined;
  const threshold = shell?.status === 'ready' ? shell.value.config?.limits?.suggestionsThreshold : undefined;
  const navContext = siteId ? stores.memory.navContext(siteId) : null;
  return {
    siteId,
    basePath: stores.site.basePath,
    threshold: threshold ?? DEFAULT_SUGGESTION_THRESHOLD,
    ruleContexts: navContext ? [navContext] : [],
    itemsToShow: itemsToShow ?? DEFAULT_ITEMS_TO_SHOW,
  };
}

/** The store of one box and the input element it drives. */
export class SearchSession {
  readonly store: SiteSearchStore;
  private input: HTMLInputElement | null = null;
  private host: SearchHost = { navigate: () => {} };

  constructor(stores: ShopStores) {
    this.store = stores.build(siteSearchStore(() => settingsOf(stores, this.host.itemsToShow)));
  }

  /** The box's current navigation and callbacks (they change with its renders). */
  setHost(host: SearchHost): void {
    this.host = host;
  }

  /**
   * Take over the input: what was typed while this code loaded counts, a focused box opens, and the input's
   * combobox state follows the store. Returns the undo.
   */
  attach(input: HTMLInputElement, listboxId: string): () => void {
    const { store } = this;
    this.input = input;
    if (input.value) store.setQuery(input.value);
    if (input.ownerDocument.activeElement === input) store.focus();
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('aria-autocomplete', 'list');
    const stopSync = autorun(() => {
      input.setAttribute('aria-expanded', String(store.expanded));
      const active = store.activeOption ? optionId(listboxId, store.activeIndex) : undefined;
      if (active) input.setAttribute('aria-activedescendant', active);
      else input.removeAttribute('aria-activedescendant');
    });
    const listeners: [string, (event: Event) => void][] = [
      ['focus', () => store.focus()],
      ['blur', () => store.blur()],
      ['input', () => store.setQuery(input.value)],
      ['keydown', (event) => this.onKeyDown(event as KeyboardEvent)],
    ];
    for (const [type, listener] of listeners) input.addEventListener(type, listener);
    return () => {
      this.input = null;
      stopSync();
      for (const [type, listener] of listeners) input.removeEventListener(type, listener);
      store.dispose();
    };
  }

  /** Submit the typed query (or `text`, typed before this code arrived). */
  submit(text?: string): void {
    this.finish(this.store.submit(text));
  }

  /** A list entry was clicked or chosen with Enter. */
  choose(option: SearchOption): void {
    this.finish(this.store.choose(option));
  }

  private onKeyDown(event: KeyboardEvent): void {
    // Keys that confirm or move through an IME composition (Japanese) belong to the IME.
    if (event.isComposing || event.keyCode === 229) return;
    const { store } = this;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        store.move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        // Without a highlighted entry, Enter submits the form.
        const option = store.activeOption;
        if (!option) return;
        event.preventDefault();
        void this.choose(option);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (store.expanded) store.collapse();
        else if (store.query) this.clear(false);
        else this.host.onDone?.('escape');
        return;
    }
  }

  /** Empty the field (Escape, the clear button); the popular searches show again if it keeps the focus. */
  clear(keepOpen = true): void {
    if (!this.input) return;
    this.input.value = '';
    this.store.setQuery('');
    if (keepOpen) this.input.focus();
    else this.store.collapse();
  }

  /** After a search or a product choice: the field empties (the store has reset) and the page changes. */
  private finish(destination: SearchDestination | null): void {
    if (!destination) return;
    if (this.input) this.input.value = '';
    this.host.onDone?.('search');
    this.host.navigate(destination);
  }
}
