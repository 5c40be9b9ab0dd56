import {
  PAYMENT_METHOD_NAMES,
  type PaymentMethodId,
  type PaymentSessionResponse,
} from '../../../schemas/api/checkout.schema.ts';
import type { CommerceSite } from '../../api/site-directory.ts';

type PaymentMethod = PaymentSessionResponse['methods'][number];

/** Redirect methods by the site's currency, beside the card and PayPal that every site offers. */
const LOCAL_METHODS: Record<string, PaymentMethodId[]> = {
  GBP: ['applepay', 'googlepay', 'banktransfer_GB'],
  USD: ['applepay', 'googlepay', 'afterpay'],
  EUR: ['ideal', 'applepay', 'googlepay', 'banktransfer_IBAN'],
  JPY: ['applepay', 'alipay', 'wechatpay'],
  AED: ['applepay', 'googlepay'],
};

/** The methods a site's checkout offers, card first. */
export function paymentMethodsFor(site: Pick<CommerceSite, 'currency'>): PaymentMethod[] {
  const ids: PaymentMethodId[] = ['creditcard', 'paypal', ...(LOCAL_METHODS[site.currency] ?? [])];
  return ids.map((id) => ({
    id,
    name: PAYMENT_METHOD_NAMES[id],
    kind: id === 'creditcard' ? 'card' : 'redirect',
  }));
}
