import { PAYMENT_METHOD_NAMES } from '../../../schemas/api/checkout.schema.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';

/** Methods whose name is words, not a brand: said in the shopper's language rather than the provider's English. */
const TRANSLATED: Readonly<Record<string, CatalogKey>> = {
  creditcard: 'WEB.PAYMENT.METHOD.CARD',
  banktransfer_GB: 'WEB.PAYMENT.METHOD.BANK_TRANSFER',
  banktransfer_IBAN: 'WEB.PAYMENT.METHOD.SEPA',
};

const KNOWN_NAMES: Readonly<Record<string, string>> = PAYMENT_METHOD_NAMES;

/**
 * A payment method's name as the shopper reads it: translated words, or the brand the provider names (from the
 * payment session, else the contract's list, so a page reached without a session never shows a raw id).
 */
export function usePaymentMethodName(): (method: { id: string; name?: string }) => string {
  const t = useT();
  return (method) => {
    const key = TRANSLATED[method.id];
    return key ? t(key) : (method.name ?? KNOWN_NAMES[method.id] ?? method.id);
  };
}
