import type { EncryptedCard } from './payment.ts';

/** A card a signed-in customer saved: what the shop shows of it, never the number. `id` pays with it at checkout. */
export interface SavedCard {
  id: string;
  /** The scheme as providers name it: visa, mc, amex, card. */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  isDefault: boolean;
}

/** The account's saved cards, the default first, and whether another may be added. */
export interface SavedCardList {
  cards: SavedCard[];
  canAddMore: boolean;
}

/**
 * Saved cards of the signed-in customer. Calls fail with a `ServiceFailure` (status and code): a list answered 401
 * means the shopper is not signed in, an add answered 429 that too many cards were tried.
 */
export interface SavedCardsService {
  list(): Promise<SavedCardList>;
  /** Verify the card (its fields encrypted in the browser) and save it. */
  add(card: EncryptedCard, options: { makeDefault: boolean }): Promise<SavedCard>;
  makeDefault(id: string): Promise<SavedCardList>;
  remove(id: string): Promise<SavedCardList>;
}
