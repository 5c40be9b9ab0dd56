import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/index.ts';
import type { SavedCard } from '../../kernel/types/cards.ts';
import type { SavedCardsStore } from './stores/saved-cards-store.ts';
import { useSavedCardName } from '../../ui/payment/saved-card-name.ts';
import { ActionButton, CardRows } from './saved-cards.styles.ts';

/** The saved cards, the default first: brand, last four digits, expiry, a default badge, and each card's actions. */
export const SavedCardList = observer(function SavedCardList({ store }: { store: SavedCardsStore }) {
  const t = useT();
  if (store.cards.length === 0) return <p>{t('WEB.SAVED_CARDS.EMPTY')}</p>;
  return (
    <CardRows aria-label={t('WEB.SAVED_CARDS.LIST')}>
      {store.cards.map((card) => (
        <SavedCardRow key={card.id} store={store} card={card} />
      ))}
    </CardRows>
  );
});

/**
 * One card. Delete asks first, in place: focus moves to the confirmation's button, and back to Delete when the
 * shopper keeps the card, so a keyboard user never loses their place.
 */
const SavedCardRow = observer(function SavedCardRow({
  store,
  card,
}: {
  store: SavedCardsStore;
  card: SavedCard;
}) {
  const t = useT();
  const nameOf = useSavedCardName();
  const name = nameOf(card);
  const confirming = store.confirmingRemoval === card.id;
  const busy = store.busyCard !== null;
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const month = String(card.expiryMonth).padStart(2, '0');
  const year = String(card.expiryYear).slice(-2);
  return (
    <li data-card={card.id}>
      <div>
        <strong>{name}</strong>
        <p>
          <span data-card-number="" aria-hidden="true">
            {t('WEB.SAVED_CARDS.CARD_ENDING', { last4: card.last4 })}
          </span>{' '}
          <span>{t('WEB.SAVED_CARDS.EXPIRES', { month, year })}</span>
        </p>
      </div>
      <div data-actions="">
        {card.isDefault ? (
          <span data-default-badge="">{t('WEB.SAVED_CARDS.DEFAULT')}</span>
        ) : (
          <ActionButton
            type="button"
            disabled={busy}
            aria-label={t('WEB.SAVED_CARDS.MAKE_DEFAULT_LABEL', { card: name })}
            onClick={() => void store.setDefault(card.id)}
          >
            {t('WEB.SAVED_CARDS.MAKE_DEFAULT')}
          </ActionButton>
        )}
        <ActionButton
          ref={deleteButton}
          type="button"
          disabled={busy || confirming}
          aria-label={t('WEB.SAVED_CARDS.DELETE_LABEL', { card: name })}
          onClick={() => store.askToRemove(card.id)}
        >
          {t('WEB.SAVED_CARDS.DELETE')}
        </ActionButton>
      </div>
      {confirming && (
        <div
          role="group"
          aria-labelledby={`confirm-${card.id}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') store.cancelRemoval();
          }}
        >
          <p id={`confirm-${card.id}`}>{t('WEB.SAVED_CARDS.CONFIRM_DELETE', { card: name })}</p>
          <ActionButton
            ref={confirmButton}
            type="button"
            data-primary=""
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void store.confirmRemoval()}
          >
            {t('WEB.SAVED_CARDS.CONFIRM')}
          </ActionButton>
          <ActionButton type="button" onClick={() => store.cancelRemoval()}>
            {t('WEB.SAVED_CARDS.CANCEL')}
          </ActionButton>
        </div>
      )}
    </li>
  );
});
