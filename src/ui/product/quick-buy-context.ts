import { createContext, useContext } from 'react';

/** The product (and colour) a card asks quick buy to open. */
export interface QuickBuyRequest {
  productId: string;
  color?: string;
  /** The product page, for the shopper who wants every detail. */
  url: string;
  name: string;
}

/**
 * Opens quick buy from a product card. The app provides it (the modal is product code the cards must not import);
 * without a provider, cards show no quick-buy button.
 */
export const QuickBuyContext = createContext<((request: QuickBuyRequest) => void) | null>(null);

export const useQuickBuy = () => useContext(QuickBuyContext);

/** What quick buy is asked to open for a card's product (in the colour the card shows). */
export const quickBuyRequest = (product: {
  productId: string;
  color: string;
  url: string;
  name: string;
}): QuickBuyRequest => ({
  productId: product.productId,
  color: product.color,
  url: product.url,
  name: product.name,
});
