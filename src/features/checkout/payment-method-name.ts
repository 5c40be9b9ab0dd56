import { useT, type CatalogKey } from '../../i18n/index.ts';

/** Methods whose name is words, not a brand: said in the shopper's language rather than the provider's English. */
const TRANSLATED: Readonly<Record<string, CatalogKey>> = {
  creditcard: 'WEB.PAYMENT.METHOD.CARD',
  banktransfer_GB: 'WEB.PAYMENT.METHOD.BANK_TRANSFER',
  banktransfer_IBAN: 'WEB.PAYMENT.METHOD.SEPA',
};

/** A payment method's name as the shopper reads it: translated words, or the brand the provider names. */
export function usePaymentMethodName(): (method: { id: string; name?: string }) => string {
  const t = useT();
  return (method) => {
    const key = TRANSLATED[method.id];
    return key ? t(key) : (method.name ?? method.id);
  };
}
