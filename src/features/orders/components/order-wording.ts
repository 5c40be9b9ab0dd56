import { addressLines, useCountryName } from '../../../forms/index.ts';
import { usePaymentMethodName } from '../payment-method-name.ts';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { type OrderWording } from '../order-details.tsx';

/** The order pages word addresses and payment methods as checkout does, so an order reads as it was placed. */
export function useOrderWording(): OrderWording {
  const { language } = useSiteContext();
  const countryName = useCountryName(language);
  const nameOf = usePaymentMethodName();
  return {
    addressLines: (address) => addressLines(address, countryName, language),
    paymentName: (method) => nameOf({ id: method }),
  };
}
