import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import type { ConsumerBody, ConsumerResponse } from '../../../schemas/api/addresses.schema.ts';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import {
  ADDRESS_MESSAGES,
  addressRulesFor,
  isValidPhone,
  validateAddress,
} from '../../../shared/address-rules.ts';
import { ApiError, badRequest, type ErrorDetail } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import type { CartService } from '../cart/cart-service.ts';
import { usableMethods } from '../cart/cart-view.ts';
import type { ReferenceData } from '../cart/reference-data.ts';
import { checkoutRepository as checkout, type ConsumerProperties } from './checkout-repository.ts';
import { taxRegionOf } from './order-tax.ts';

/** What the checkout service uses: the database, the clock, the cart (changed under its lock), reference data. */
export interface CheckoutServiceDependencies {
  db: Queryable;
  now: () => Date;
  cart: Pick<CartService, 'change'>;
  reference: ReferenceData;
}

/**
 * Checkout state kept with the cart: the delivery address, the tax it implies, the shipping method, and the
 * consumer's details (on a guest's cart, or on the signed-in account so no other caller can reach them).
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDependencies) {}

  async setAddress(
    session: ShoppingSession,
    address: AddressBody,
    reference?: string,
  ): Promise<CartResponse> {
    assertShipsTo(session, address);
    return this.deps.cart.change(session, async (tx, cart) => {
      const rates = await this.deps.reference.taxRates(tx, session.site.country);
      const inclusive = rates.every((rate) => rate.inclusive);
      await checkout.setDeliveryAddress(
        tx,
        cart.id,
        {
          address,
          reference: reference ?? null,
          taxRegion: taxRegionOf(address),
          // A new address means exclusive tax must be calculated again.
          taxState: inclusive ? 'CALCULATED' : 'NOT_CALCULATED',
        },
        this.deps.now(),
      );
    });
  }

  /** Exclusive tax for the address's region; a failure is stored (TAX_REJECTION) and then reported as 422. */
  async calculateTax(session: ShoppingSession, address: AddressBody): Promise<CartResponse> {
    if (address.countryCode === session.site.country) assertShipsTo(session, address);
    const region = taxRegionOf(address);
    let rejected = false;
    const view = await this.deps.cart.change(session, async (tx, cart) => {
      const rates = await this.deps.reference.taxRates(tx, session.site.country);
      const exclusive = rates.some((rate) => !rate.inclusive);
      const known = rates.some((rate) => rate.region === region) || rates.some((rate) => rate.region === '');
      rejected =
        address.countryCode !== session.site.country || !rates.length || (exclusive && (!region || !known));
      await checkout.setTax(tx, cart.id, rejected ? 'TAX_REJECTION' : 'CALCULATED', region, this.deps.now());
    });
    if (rejected)
      throw new ApiError(422, 'TAX_CALCULATION_ERROR', 'Tax could not be calculated for this address');
    return view;
  }

  async selectShipping(session: ShoppingSession, methodId: string): Promise<CartResponse> {
    return this.deps.cart.change(session, async (tx, cart, lines) => {
      const methods = await this.deps.reference.shippingMethods(tx, session.site.country);
      if (!usableMethods(methods, lines).some((method) => method.id === methodId))
        throw new ApiError(
          422,
          'SHIPPING_METHOD_INVALID',
          'This delivery option is not available for your bag',
        );
      await checkout.setShippingMethod(tx, cart.id, methodId, this.deps.now());
    });
  }

  /** Store the consumer's details: on a guest's active cart (404 without one), or on the signed-in account. */
  async saveConsumer(
    session: ShoppingSession,
    account: { accountId: string } | undefined,
    body: ConsumerBody,
  ): Promise<ConsumerResponse> {
    const properties = checkConsumer(body, session.site.country);
    if (account) {
      const inserted = await checkout.saveForAccount(
        this.deps.db,
        account.accountId,
        properties,
        this.deps.now(),
      );
      return {
        reference: account.accountId,
        accountId: account.accountId,
        typeTag: inserted ? 'NEW' : 'EXISTING',
        properties,
      };
    }
    const cartPublicId = await checkout.saveOnGuestCart(this.deps.db, session, properties, this.deps.now());
    if (!cartPublicId) throw new ApiError(404, 'CART_NOT_FOUND', 'There is no cart to check out');
    return { reference: cartPublicId, typeTag: 'NEW', properties };
  }
}

/** The cart's address must be in the site's country and pass that country's rules (the same ones the form uses). */
export function assertShipsTo(session: ShoppingSession, address: AddressBody) {
  if (address.countryCode !== session.site.country)
    throw new ApiError(422, 'UNABLE_TO_SHIP_ERROR', `This site delivers to ${session.site.country} only`, [
      { pointer: '/address/countryCode', rule: 'const', message: `must be ${session.site.country}` },
    ]);
  const rules = addressRulesFor(address.countryCode, 'DELIVERY', { language: session.language });
  const problems = rules ? validateAddress(address, rules) : [];
  if (problems.length)
    throw new ApiError(
      400,
      'ADDRESS_INVALID',
      'The address is not complete or not valid',
      problems.map((problem) => ({ ...problem, pointer: `/address${problem.pointer}` })),
    );
}

/** Trimmed properties, or a 400 naming each blank name and a phone number the site country refuses. */
function checkConsumer(body: ConsumerBody, country: string): ConsumerProperties {
  const properties = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.trim(),
    phoneNumber: (body.phoneNumber ?? '').trim(),
  };
  const details: ErrorDetail[] = [];
  for (const field of ['firstName', 'lastName'] as const)
    if (properties[field] === '')
      details.push({ pointer: `/body/${field}`, rule: 'required', message: ADDRESS_MESSAGES.required });
  const rules = addressRulesFor(country, 'DELIVERY');
  if (properties.phoneNumber !== '' && rules && !isValidPhone(properties.phoneNumber, rules))
    details.push({ pointer: '/body/phoneNumber', rule: 'pattern', message: ADDRESS_MESSAGES.phoneNumber });
  if (details.length > 0) throw badRequest('The consumer details are not valid', details);
  return properties;
}
