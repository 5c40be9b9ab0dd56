import { observer } from 'mobx-react-lite';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { NoticeList } from '../../ui/notice-list.styles.ts';

/** The order's status codes the shop explains; anything else reads as the generic failure. */
const STATUS_MESSAGES: Readonly<Record<string, CatalogKey>> = {
  UNAVAILABLE_ITEMS: 'WEB.CHECKOUT_STATUS.UNAVAILABLE_ITEMS',
  PREORDER_ITEMS: 'WEB.CHECKOUT_STATUS.PREORDER_ITEMS',
  ORDER_NOT_FOUND: 'WEB.CHECKOUT_STATUS.ORDER_NOT_FOUND',
  STATUSCODE_SERVER_ERROR: 'WEB.CHECKOUT_STATUS.STATUSCODE_SERVER_ERROR',
  CARD_MISSING: 'WEB.CHECKOUT_STATUS.CARD_MISSING',
  EXPRESS_MISSING: 'WEB.CHECKOUT_STATUS.EXPRESS_MISSING',
  PENDING: 'WEB.CHECKOUT_STATUS.PENDING',
  ADRESULT_REFUSED: 'WEB.CHECKOUT_STATUS.ADRESULT_REFUSED',
  PREAUTH_FAILED: 'WEB.CHECKOUT_STATUS.PREAUTH_FAILED',
  PAYMENT_CANCELLED: 'WEB.CHECKOUT_STATUS.PAYMENT_CANCELLED',
  POPUPS_DISALLOWED: 'WEB.CHECKOUT_STATUS.POPUPS_DISALLOWED',
  UNABLE_TO_SHIP_ERROR: 'WEB.CHECKOUT_STATUS.UNABLE_TO_SHIP_ERROR',
  STOCK_QUANTITY_EXCEEDED: 'WEB.CHECKOUT_STATUS.STOCK_QUANTITY_EXCEEDED',
  ERROR_CAPTCHA: 'WEB.CHECKOUT_STATUS.ERROR_CAPTCHA',
  TAX_CALCULATION_ERROR: 'WEB.CHECKOUT_STATUS.TAX_CALCULATION_ERROR',
  VOUCHER_USAGE_EXCEEDED: 'WEB.CHECKOUT_STATUS.VOUCHER_USAGE_EXCEEDED',
  TOO_MANY_REQUESTS: 'WEB.CHECKOUT_STATUS.TOO_MANY_REQUESTS',
};

/**
 * The checkout's messages by status code, announced as they appear, each dismissible. An observer: a store adds a
 * code to the same array, so the page that passes the array would not render again.
 */
export const CheckoutStatus = observer(function CheckoutStatus(props: {
  codes: readonly string[];
  onDismiss: (code: string) => void;
}) {
  const t = useT();
  if (props.codes.length === 0) return null;
  return (
    <div role="alert">
      <NoticeList>
        {props.codes.map((code) => (
          <li key={code} data-code={code} data-type="error">
            <span>{t(STATUS_MESSAGES[code] ?? 'WEB.CHECKOUT_STATUS.GENERIC')}</span>
            <button
              type="button"
              aria-label={t('WEB.CHECKOUT_STATUS.DISMISS')}
              onClick={() => props.onDismiss(code)}
            >
              ×
            </button>
          </li>
        ))}
      </NoticeList>
    </div>
  );
});
