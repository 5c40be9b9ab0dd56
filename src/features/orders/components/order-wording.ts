import { addressLines, useCountryName, usePaymentMethodName } from '../../checkout/index.ts';
import type { OrderWording } from '../index.ts';
import { useSiteContext } from '../../../sites/site-context.tsx';

/** The order pages word addresses and payment methods as checkout does, so an order reads as it was placed. */
export function useOrderWording(): OrderWording {
  const countryName = useCountryName();
  const nameOf = usePaymentMethodName();
  const { language } = useSiteContext();
  return {
    addressLines: (address) => addressLines(address, countryName, language),
    paymentName: (method) => nameOf({ id: method }),
  };
}
