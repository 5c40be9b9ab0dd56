import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { AccountsOnly } from '../../account/index.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { savedCardsStore } from '../saved-cards-stores.ts';
import { CardFields } from '../../payments/index.ts';
import { AddCardForm } from '../add-card-form.tsx';
import { SavedCardList } from '../saved-card-list.tsx';
import { SavedCardsButton, SavedCardsPanel } from '../index.ts';
import { SavedCardsMessage } from '../saved-cards-message.tsx';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 720px;
`;

/**
 * `/account/payment-methods`: the signed-in customer's saved cards, and adding one with the checkout's own card form
 * (checked, then encrypted in the browser). A shopper who is not signed in is told so, with the way to sign in.
 */
export const PaymentMethodsScreen = (props: ScreenProps<true>) => (
  <AccountsOnly path={props.context.rest}>
    <PaymentMethodsBody />
  </AccountsOnly>
);

const PaymentMethodsBody = observer(function PaymentMethodsBody() {
  const stores = useStores();
  const t = useT();
  const isClient = useIsClient();
  useEffect(() => {
    void stores
      .get(savedCardsStore)
      .ready()
      .then((store) => store.load());
  }, [stores]);
  const store = stores.get(savedCardsStore).current;
  const loading = !isClient || !store || store.listState === 'idle' || store.listState === 'loading';
  return (
    <TitledPage>
      <h1>{t('WEB.SAVED_CARDS.TITLE')}</h1>
      <p>{t('WEB.SAVED_CARDS.INTRO')}</p>
      <Column>
        {store && <SavedCardsMessage store={store} />}
        {loading ? (
          <p role="status">{t('WEB.SAVED_CARDS.LOADING')}</p>
        ) : store.error === 'UNAUTHORIZED' ? null : store.listState === 'failed' ? (
          <SavedCardsButton type="button" onClick={() => void store.load()}>
            {t('WEB.SAVED_CARDS.RETRY')}
          </SavedCardsButton>
        ) : (
          <>
            <SavedCardsPanel aria-label={t('WEB.SAVED_CARDS.LIST')}>
              <SavedCardList store={store} />
            </SavedCardsPanel>
            <AddCardForm store={store} cardFields={<CardFields store={store} />} />
          </>
        )}
      </Column>
    </TitledPage>
  );
});
