import { observer } from 'mobx-react-lite';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { SavedCardsError, SavedCardsStore } from './stores/saved-cards-store.ts';
import { NoticeList } from '../../ui/notice-list.styles.ts';

/** Where a shopper who is not signed in goes. */
export const SIGN_IN_PATH = '/account/sign-in';

const MESSAGES: Readonly<Record<SavedCardsError, CatalogKey>> = {
  UNABLE_TO_DELETE: 'WEB.SAVED_CARDS.ERROR.UNABLE_TO_DELETE',
  LIST: 'WEB.SAVED_CARDS.ERROR.LIST',
  UPDATE: 'WEB.SAVED_CARDS.ERROR.UPDATE',
  ADD: 'WEB.SAVED_CARDS.ERROR.ADD',
  TOO_MANY_ATTEMPTS: 'WEB.SAVED_CARDS.ERROR.TOO_MANY_ATTEMPTS',
  UNAUTHORIZED: 'WEB.SAVED_CARDS.ERROR.UNAUTHORIZED',
};

/** The store's failure as a message, announced when it appears; not signed in comes with the way to sign in. */
export const SavedCardsMessage = observer(function SavedCardsMessage({ store }: { store: SavedCardsStore }) {
  const t = useT();
  const error = store.error;
  return (
    <div role="alert">
      {error && (
        <NoticeList>
          <li data-type="error" data-code={error}>
            <span>
              {t(MESSAGES[error])}
              {error === 'UNAUTHORIZED' && (
                <>
                  {' '}
                  <SiteLink href={SIGN_IN_PATH}>{t('WEB.SAVED_CARDS.SIGN_IN')}</SiteLink>
                </>
              )}
            </span>
            {error !== 'UNAUTHORIZED' && (
              <button
                type="button"
                aria-label={t('WEB.SAVED_CARDS.DISMISS')}
                onClick={() => store.dismissError()}
              >
                ×
              </button>
            )}
          </li>
        </NoticeList>
      )}
    </div>
  );
});
