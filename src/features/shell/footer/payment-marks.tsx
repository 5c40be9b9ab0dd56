import { css } from '@linaria/core';
import { useT } from '../../../i18n/index.ts';
import { colors } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

const wrap = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  color: ${colors.muted};
  font-size: ${smallSize(12)};
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    height: 26px;
    padding-inline: 8px;
    border: 1px solid ${colors.line};
    border-radius: 3px;
    background: ${colors.surface};
    color: ${colors.inkSoft};
    font-size: ${smallSize(10)};
    font-weight: 700;
    letter-spacing: ${tracked(0.06)};
    white-space: nowrap;
  }
`;

/** How each payment method id reads on its mark (brand names are not translated). */
const MARKS: Readonly<Record<string, string>> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'AMEX',
  americanexpress: 'AMEX',
  paypal: 'PayPal',
  paypalexpress: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'G Pay',
  klarna: 'Klarna',
  afterpay: 'Afterpay',
  alipay: 'Alipay',
  wechat: 'WeChat Pay',
  wechatpay: 'WeChat Pay',
  ideal: 'iDEAL',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  tabby: 'tabby',
};

/** Methods named in words rather than by a brand: their marks read in the shopper's language. */
const WORDED = new Set(['cod', 'cashondelivery']);

const markKey = (method: string) => method.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The mark text of a payment method id ("apple-pay" reads "Apple Pay", "cash-on-delivery" reads in the shopper's
 * language); unknown ids are shown as written.
 */
function paymentMarkLabel(method: string, t: ReturnType<typeof useT>): string {
  const key = markKey(method);
  if (WORDED.has(key)) return t('WEB.SHELL.CASH_ON_DELIVERY');
  return MARKS[key] ?? method;
}

/** "We accept" and a small text badge per payment method of footer.json. */
export function PaymentMarks({ methods }: { methods: readonly string[] }) {
  const t = useT();
  if (!methods.length) return null;
  const label = t('WEB.SHELL.PAYMENT_METHODS');
  return (
    <div className={wrap}>
      <span aria-hidden="true">{label}</span>
      <ul className={list} aria-label={label}>
        {methods.map((method) => (
          <li key={method}>{paymentMarkLabel(method, t)}</li>
        ))}
      </ul>
    </div>
  );
}
