import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { backInStockStore, type BackInStockError } from './stores/back-in-stock-store.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { Form, Primary, Secondary } from './back-in-stock-modal.styles.ts';

const ERRORS: Record<BackInStockError, CatalogKey> = {
  REQUIRED: 'WEB.BACK_IN_STOCK.ERROR_REQUIRED',
  FORMAT: 'WEB.BACK_IN_STOCK.ERROR_FORMAT',
  VARIANT_MISSING: 'WEB.BACK_IN_STOCK.ERROR_VARIANT',
  GENERIC: 'WEB.BACK_IN_STOCK.ERROR_GENERIC',
};

/** The sold-out sku the shopper asks about: what the modal names and sends. */
export interface BackInStockSubject {
  sku: string;
  productName: string;
  optionText: string;
}

/**
 * "Notify me": the shopper's address (required, well-formed) and an optional newsletter checkbox; then sending,
 * a thank-you with "continue shopping", or what went wrong with a way back to the form.
 */
export const BackInStockModal = observer(function BackInStockModal(props: {
  subject: BackInStockSubject | null;
  onClose: () => void;
  returnFocusId?: string;
}) {
  const t = useT();
  return (
    <Modal
      open={props.subject !== null}
      onClose={props.onClose}
      title={t('WEB.BACK_IN_STOCK.TITLE')}
      {...(props.returnFocusId ? { returnFocusId: props.returnFocusId } : {})}
    >
      {props.subject && <BackInStockBody subject={props.subject} onClose={props.onClose} />}
    </Modal>
  );
});

const BackInStockBody = observer(function BackInStockBody(props: {
  subject: BackInStockSubject;
  onClose: () => void;
}) {
  const t = useT();
  const stores = useStores();
  const [store] = useState(() =>
    stores.build(backInStockStore({ sku: props.subject.sku, language: stores.site.language })),
  );
  const emailId = useId();
  const errorId = useId();
  if (store.step === 'success') {
    return (
      <Form as="div" role="status">
        <p>{t('WEB.BACK_IN_STOCK.SUCCESS', { name: props.subject.productName })}</p>
        <Primary type="button" onClick={props.onClose}>
          {t('WEB.BACK_IN_STOCK.CONTINUE')}
        </Primary>
      </Form>
    );
  }
  if (store.step === 'error') {
    return (
      <Form as="div">
        <p role="alert">{t(ERRORS[store.error ?? 'GENERIC'])}</p>
        <Primary type="button" onClick={() => store.retry()}>
          {t('WEB.BACK_IN_STOCK.RETRY')}
        </Primary>
      </Form>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const error = store.error;
  return (
    <Form onSubmit={submit} noValidate aria-busy={store.step === 'loading'}>
      <p>
        {t('WEB.BACK_IN_STOCK.TEXT', { name: props.subject.productName, option: props.subject.optionText })}
      </p>
      <label htmlFor={emailId}>{t('WEB.BACK_IN_STOCK.EMAIL')}</label>
      <input
        id={emailId}
        type="email"
        autoComplete="email"
        required
        value={store.email}
        onChange={(event) => store.setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" data-error="">
          {t(ERRORS[error])}
        </p>
      )}
      <label data-checkbox="">
        <input
          type="checkbox"
          checked={store.newsletter}
          onChange={(event) => store.setNewsletter(event.target.checked)}
        />
        {t('WEB.BACK_IN_STOCK.NEWSLETTER')}
      </label>
      <div data-actions="">
        <Primary type="submit" disabled={store.step === 'loading'}>
          {t(store.step === 'loading' ? 'WEB.BACK_IN_STOCK.SENDING' : 'WEB.BACK_IN_STOCK.SUBMIT')}
        </Primary>
        <Secondary type="button" onClick={props.onClose}>
          {t('WEB.BACK_IN_STOCK.CANCEL')}
        </Secondary>
      </div>
    </Form>
  );
});
