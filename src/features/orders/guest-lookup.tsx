import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Order } from '../../kernel/types/orders.ts';
import type { OrdersStore } from './stores/orders-store.ts';
import { OrderLookupForm, type LookupDetails } from './order-lookup-form.tsx';

/**
 * A guest's way to an order: the lookup form, then the order it finds (shown by `children`). The hash comes from the
 * confirmation e-mail's link, never from the guest; without it the page says to open that link. Once found, the focus
 * moves to the order's heading so the answer is read out.
 */
export const GuestLookup = observer(function GuestLookup(props: {
  store: OrdersStore;
  /** From the page's address: the e-mailed link carries both. */
  initialReference: string;
  hash: string;
  submitLabel: string;
  children: (order: Order) => ReactNode;
}) {
  const t = useT();
  const { store, hash } = props;
  const [needsLink, setNeedsLink] = useState(false);
  const [asked, setAsked] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const order = asked ? store.lookup : null;

  useEffect(() => {
    if (order) result.current?.focus();
  }, [order]);

  const find = (details: LookupDetails) => {
    setNeedsLink(!hash);
    if (!hash) return;
    setAsked(true);
    void store.lookUp({ ...details, hash });
  };

  const state = asked ? store.lookupState : 'idle';
  return (
    <>
      <OrderLookupForm
        initialReference={props.initialReference}
        submitLabel={props.submitLabel}
        busy={state === 'loading'}
        onSubmit={find}
      />
      <div aria-live="polite">
        {needsLink && <p role="alert">{t('WEB.ORDERS.LOOKUP_NEEDS_LINK')}</p>}
        {state === 'not-found' && <p role="alert">{t('WEB.ORDERS.LOOKUP_NOT_FOUND')}</p>}
        {state === 'failed' && <p role="alert">{t('WEB.ORDERS.LOOKUP_FAILED')}</p>}
      </div>
      {order && (
        <div ref={result} tabIndex={-1} data-lookup-result="">
          {props.children(order)}
        </div>
      )}
    </>
  );
});
