import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { SavedCardsStore } from './stores/saved-cards-store.ts';
import { ActionButton, CheckRow, Panel } from './saved-cards.styles.ts';

/**
 * Adding a card. The fields are the checkout's own card form, handed in by the screen (`cardFields`) so the two never
 * drift apart; this form adds "make default" and the save. A refused save moves focus to the first wrong field.
 */
export const AddCardForm = observer(function AddCardForm(props: {
  store: SavedCardsStore;
  cardFields: ReactNode;
  onSaved?: () => void;
}) {
  const { store } = props;
  const t = useT();
  const headingId = useId();
  if (!store.canAddMore)
    return (
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>{t('WEB.SAVED_CARDS.ADD_TITLE')}</h2>
        <p>{t('WEB.SAVED_CARDS.LIMIT_REACHED')}</p>
      </Panel>
    );
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('WEB.SAVED_CARDS.ADD_TITLE')}</h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          void store.add().then((saved) => {
            if (saved) props.onSaved?.();
            else
              requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          });
        }}
      >
        {props.cardFields}
        <CheckRow>
          <input
            type="checkbox"
            checked={store.makeDefault}
            onChange={(event) => store.setMakeDefault(event.target.checked)}
          />
          {t('WEB.SAVED_CARDS.SET_AS_DEFAULT')}
        </CheckRow>
        <ActionButton
          type="submit"
          data-primary=""
          disabled={store.isAdding}
          aria-busy={store.isAdding || undefined}
        >
          {store.isAdding ? t('WEB.SAVED_CARDS.ADDING') : t('WEB.SAVED_CARDS.ADD')}
        </ActionButton>
      </form>
    </Panel>
  );
});
