import { observable, runInAction, type IObservableValue } from 'mobx';
import type { ShopStores } from '../../../kernel/stores/index.ts';
import { shouldSuggestCountry } from './country-choices.ts';

// The suggested country belongs with the UI store's open modal; until UiStore has a field for it, it is kept per
// UI store instance here (no module-wide state shared between apps or tests).
const suggestions = new WeakMap<object, IObservableValue<string | null>>();

function suggestionBox(ui: ShopStores['ui']): IObservableValue<string | null> {
  let box = suggestions.get(ui);
  if (!box) {
    box = observable.box<string | null>(null);
    suggestions.set(ui, box);
  }
  return box;
}

/** The country the popover currently suggests (observable), or null. */
export function suggestedCountry(ui: ShopStores['ui']): string | null {
  return suggestionBox(ui).get();
}

/**
 * Suggest the site of a detected country: opens the country popover when that country differs
 * from the current site's and the shopper has made no country choice yet. Returns whether it opened.
 */
export function suggestCountry(
  stores: Pick<ShopStores, 'ui' | 'site' | 'memory'>,
  countryCode: string,
): boolean {
  const suggest = shouldSuggestCountry({
    siteCountry: stores.site.site?.country,
    detectedCountry: countryCode,
    lastChoice: stores.memory.lastCountry(),
  });
  if (!suggest) return false;
  runInAction(() => suggestionBox(stores.ui).set(countryCode.toUpperCase()));
  stores.ui.openModal('countryPopover');
  return true;
}
