import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { usePlural } from '../../i18n/use-label.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { OrdersStore } from './stores/orders-store.ts';
import { usePriceFormatter } from '../../kernel/content/use-site-content.ts';
import { Button, HistoryList } from './orders.styles.ts';
import { SignInNotice } from './sign-in-notice.tsx';
import { useOrderDates } from './use-order-dates.ts';

/**
 * The signed-in customer's orders, newest first, a page at a time: "show more" appends the next page and moves focus
 * to its first order, so a keyboard or screen-reader user carries on where the new orders start.
 */
export const OrderHistory = observer(function OrderHistory({ store }: { store: OrdersStore }) {
  const t = useT();
  const plural = usePlural();
  const dates = useOrderDates();
  const formatter = usePriceFormatter();
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const count = store.history.length;

  useEffect(() => {
    if (focusFrom === null || count <= focusFrom) return;
    list.current?.querySelectorAll('a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [count, focusFrom]);

  switch (store.historyState) {
    case 'signed-out':
      return <SignInNotice />;
    case 'failed':
    case 'not-found':
      return (
        <>
          <p role="alert">{t('WEB.ORDERS.FAILED')}</p>
          <Button type="button" onClick={() => void store.loadHistory()}>
            {t('WEB.ORDERS.RETRY')}
          </Button>
        </>
      );
    case 'idle':
    case 'loading':
      return <p role="status">{t('WEB.ORDERS.LOADING')}</p>;
  }
  if (count === 0)
    return (
      <p>
        {t('WEB.ORDERS.EMPTY')} <SiteLink href="/">{t('WEB.ORDERS.START_SHOPPING')}</SiteLink>
      </p>
    );
  return (
    <>
      <HistoryList ref={list} aria-label={t('WEB.ORDERS.TITLE')}>
        {store.history.map((order) => (
          <li key={order.reference}>
            <SiteLink href={`/orders/${encodeURIComponent(order.reference)}`}>
              <span data-thumbs="">
                {order.thumbnails.slice(0, 2).map((src) => (
                  <img key={src} src={src} alt="" width={48} height={64} loading="lazy" />
                ))}
              </span>
              <span>
                <strong data-reference="">
                  {t('WEB.ORDERS.ORDER_NUMBER', { reference: order.reference })}
                </strong>
                <dl>
                  <div>
                    <dt className="visually-hidden">{t('WEB.ORDERS.PLACED_LABEL')}</dt>
                    <dd>
                      <time dateTime={order.placedAt}>{dates.date(order.placedAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="visually-hidden">{t('WEB.ORDERS.STATUS_LABEL')}</dt>
                    <dd data-status={order.status}>{t(`WEB.ORDERS.STATUS.${order.status}`)}</dd>
                  </div>
                  <div>
                    <dt className="visually-hidden">{t('WEB.ORDERS.TOTAL')}</dt>
                    <dd>{formatter.format(order.total)}</dd>
                  </div>
                  <div>
                    <dt className="visually-hidden">{t('WEB.ORDERS.ITEMS')}</dt>
                    <dd>{plural('WEB.ORDERS.ITEM_COUNT', order.itemCount)}</dd>
                  </div>
                </dl>
              </span>
            </SiteLink>
          </li>
        ))}
      </HistoryList>
      {store.moreFailed && <p role="alert">{t('WEB.ORDERS.MORE_FAILED')}</p>}
      {store.hasMore ? (
        <Button
          type="button"
          aria-disabled={store.loadingMore || undefined}
          onClick={() => {
            if (store.loadingMore) return;
            setFocusFrom(count);
            void store.showMore();
          }}
        >
          {store.loadingMore ? t('WEB.ORDERS.LOADING_MORE') : t('WEB.ORDERS.SHOW_MORE')}
        </Button>
      ) : (
        <p>{t('WEB.ORDERS.ALL_SHOWN')}</p>
      )}
    </>
  );
});
