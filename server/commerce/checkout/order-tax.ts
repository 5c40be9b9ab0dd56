import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import { addressRulesFor, canonicalRegion } from '../../../shared/address-rules.ts';
import { ApiError } from '../../api/api-error.ts';
import type { TaxRule } from '../cart/cart-pricing.ts';
import type { CartRow } from '../cart/cart-repository.ts';
import { taxRuleFor } from '../cart/cart-view.ts';
import type { TaxRate } from '../cart/reference-repository.ts';

/** The region an address is taxed by: its region as the country's list spells it (CA for "ca "), '' for none. */
export function taxRegionOf(address: Pick<AddressBody, 'countryCode' | 'region'>): string {
  const rules = addressRulesFor(address.countryCode, 'DELIVERY');
  const region = address.region ?? '';
  return rules ? canonicalRegion(region, rules) : region.trim();
}

const sameRate = (a: TaxRule | undefined, b: TaxRule | undefined) =>
  a?.rateBp === b?.rateBp && a?.inclusive === b?.inclusive;

/**
 * The cart as the order's own shipping address taxes it, for pricing the order. Refused (422, the storefront then
 * works the tax out again) when the tax the cart quoted, or the delivery address stored on it, would tax the bag at
 * another rate: the shopper would otherwise pay a total they were not shown, or too little tax. Regions are compared
 * by the rate they bring, so two regions without a rate of their own, or any two in a tax-inclusive country, agree.
 */
export function cartTaxedFor(cart: CartRow, rates: TaxRate[], shipping: AddressBody): CartRow {
  const taxed = { ...cart, tax_region: taxRegionOf(shipping) };
  const owed = taxRuleFor(rates, taxed);
  const stored = cart.shipping_address as AddressBody | null;
  const quoted = [cart.tax_region ?? '', ...(stored ? [taxRegionOf(stored)] : [])];
  if (quoted.some((region) => !sameRate(taxRuleFor(rates, { ...cart, tax_region: region }), owed)))
    throw new ApiError(
      422,
      'TAX_CALCULATION_ERROR',
      'The tax was worked out for another address than the one the order ships to; calculate it again',
    );
  return taxed;
}
