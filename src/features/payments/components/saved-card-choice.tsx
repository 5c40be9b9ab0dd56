import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { PaymentStore } from '../stores/payment-store.ts';
import { useSavedCardName } from '../../../ui/payment/saved-card-name.ts';
import { CheckboxRow, MethodList } from './payment.styles.ts';

/**
 * The card method's body for a signed-in customer: their saved cards as radios (the default chosen first) and "use
 * a new card", which opens `newCard` (the card form) and the box to save it. Anyone else gets the card form alone.
 */
export const SavedCardChoice = observer(function SavedCardChoice(props: {
  store: PaymentStore;
  newCard: ReactNode;
}) {
  const { store } = props;
  const t = useT();
  const nameOf = useSavedCardName();
  const group = useId();
  const typingNew = !store.savedCard;
  const saveBox = store.canSaveCard && typingNew && (
    <CheckboxRow>
      <input
        id={`${group}-save`}
        type="checkbox"
        checked={store.storeCard}
        onChange={(event) => store.setStoreCard(event.target.checked)}
      />
      <label htmlFor={`${group}-save`}>{t('WEB.SAVED_CARDS.SAVE_CARD')}</label>
    </CheckboxRow>
  );
  if (store.savedCards.length === 0)
    return (
      <>
        {props.newCard}
        {saveBox}
      </>
    );
  return (
    <>
      <MethodList>
        <legend>{t('WEB.SAVED_CARDS.CHOOSE')}</legend>
        {store.savedCards.map((card) => (
          <div key={card.id} data-chosen={store.savedCardId === card.id ? '' : undefined}>
            <label data-method="">
              <input
                type="radio"
                name={group}
                value={card.id}
                checked={store.savedCardId === card.id}
                onChange={() => store.chooseSavedCard(card.id)}
              />
              {nameOf(card)} ·{' '}
              {t('WEB.SAVED_CARDS.EXPIRES', {
                month: String(card.expiryMonth).padStart(2, '0'),
                year: String(card.expiryYear).slice(-2),
              })}
              {card.isDefault && <> · {t('WEB.SAVED_CARDS.DEFAULT')}</>}
            </label>
          </div>
        ))}
        <div data-chosen={typingNew ? '' : undefined}>
          <label data-method="">
            <input
              type="radio"
              name={group}
              value=""
              checked={typingNew}
              onChange={() => store.chooseSavedCard(null)}
            />
            {t('WEB.SAVED_CARDS.NEW_CARD')}
          </label>
        </div>
      </MethodList>
      {typingNew && props.newCard}
      {saveBox}
    </>
  );
});
