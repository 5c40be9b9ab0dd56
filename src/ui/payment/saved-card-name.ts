import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { SavedCard } from '../../kernel/types/cards.ts';

const BRANDS: Readonly<Record<string, CatalogKey>> = {
  visa: 'WEB.SAVED_CARDS.BRAND.VISA',
  mc: 'WEB.SAVED_CARDS.BRAND.MC',
  amex: 'WEB.SAVED_CARDS.BRAND.AMEX',
};

/** How a card is named to the shopper and to screen readers: "Visa ending in 1111". */
export function useSavedCardName(): (card: Pick<SavedCard, 'brand' | 'last4'>) => string {
  const t = useT();
  return (card) =>
    t('WEB.SAVED_CARDS.CARD_NAME', {
      brand: t(BRANDS[card.brand] ?? 'WEB.SAVED_CARDS.BRAND.CARD'),
      last4: card.last4,
    });
}
