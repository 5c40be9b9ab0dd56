import type { Address } from '../kernel/types/index.ts';
import { addressRulesFor } from '../../shared/address-rules.ts';

/**
 * An address as lines a shopper reads, in its country's order: name, street, town with region (by name, not code) and
 * postcode, then the country; Japanese addresses family name first, postcode first, largest place first.
 */
export function addressLines(
  address: Partial<Address>,
  countryName: (code: string) => string,
  language = 'en',
): string[] {
  const country = address.countryCode ?? '';
  const regions = country ? addressRulesFor(country, 'DELIVERY', { language })?.regions : undefined;
  const region = regions?.find((option) => option.code === address.region)?.label ?? address.region;
  const join = (parts: (string | undefined)[], separator: string) => parts.filter(Boolean).join(separator);
  if (country === 'JP')
    return [
      join([address.lastName, address.firstName], ' '),
      address.postcode ? `〒${address.postcode}` : '',
      join([region, address.city, address.addressLine1], ''),
      address.addressLine2 ?? '',
      countryName(country),
    ].filter(Boolean);
  return [
    join([address.firstName, address.lastName], ' '),
    join([address.addressLine1, address.addressLine2], ', '),
    join([address.city, region, address.postcode], ', '),
    country ? countryName(country) : '',
  ].filter(Boolean);
}
