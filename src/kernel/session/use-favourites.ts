import { useEffect } from 'react';
import { favouritesEnabled } from '../site/site-features.ts';
import { useStores } from '../stores/index.ts';
import { useShell } from '../content/use-shell.ts';

/** The current site's favourites as a page shows them: saved or not, just added (highlighted), and the toggle. */
export interface FavouriteToggles {
  has: (productId: string) => boolean;
  /** Just added: true for the store's short highlight after a heart is pressed. */
  highlighted: (productId: string) => boolean;
  toggle: (productId: string) => void;
}

/**
 * Favourites of the current site, loading the favourites store on first render; null where the site turns
 * favourites off (no hearts then). The answers read the store, so a component that calls them must be an observer
 * for its hearts to follow a toggle.
 */
export function useFavourites(): FavouriteToggles | null {
  const { site, favourites } = useStores();
  const { shell } = useShell();
  const enabled = favouritesEnabled(shell?.config);
  const siteId = site.site?.siteId ?? '';
  useEffect(() => {
    if (enabled) void favourites.ready();
  }, [favourites, enabled]);
  if (!enabled) return null;
  return {
    has: (productId) => favourites.current?.has(siteId, productId) ?? false,
    highlighted: (productId) => favourites.current?.highlighted === productId,
    toggle: (productId) => void favourites.ready().then((ready) => ready.toggle(siteId, productId)),
  };
}

/** What a card or a product's purchase panel takes to show its heart: nothing at all where favourites are off. */
export interface FavouriteHeart {
  favourite?: boolean;
  favouriteHighlighted?: boolean;
  onToggleFavourite?: () => void;
}

/** The heart of one product, from `useFavourites`. Read it inside an observer's render. */
export function favouriteHeart(toggles: FavouriteToggles | null, productId: string): FavouriteHeart {
  if (!toggles) return {};
  return {
    favourite: toggles.has(productId),
    favouriteHighlighted: toggles.highlighted(productId),
    onToggleFavourite: () => toggles.toggle(productId),
  };
}

/** What a grid or row of cards takes to show their hearts: nothing at all where favourites are off. */
export interface FavouriteHearts<Product> {
  isFavourite?: (product: Product) => boolean;
  isFavouriteHighlighted?: (product: Product) => boolean;
  onToggleFavourite?: (product: Product) => void;
}

/** The hearts of a grid or row of cards, from `useFavourites`. The grid reads them, so it must be an observer. */
export function favouriteHearts<Product extends { productId: string }>(
  toggles: FavouriteToggles | null,
): FavouriteHearts<Product> {
  if (!toggles) return {};
  return {
    isFavourite: (product) => toggles.has(product.productId),
    isFavouriteHighlighted: (product) => toggles.highlighted(product.productId),
    onToggleFavourite: (product) => toggles.toggle(product.productId),
  };
}

/** One card's heart out of its grid's hearts (none where the grid was given none). */
export function cardHeart<Product>(hearts: FavouriteHearts<Product>, product: Product): FavouriteHeart {
  const { isFavourite, isFavouriteHighlighted, onToggleFavourite } = hearts;
  if (!onToggleFavourite) return {};
  return {
    favourite: isFavourite?.(product) ?? false,
    favouriteHighlighted: isFavouriteHighlighted?.(product) ?? false,
    onToggleFavourite: () => onToggleFavourite(product),
  };
}
