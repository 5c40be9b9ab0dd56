import { describe, expect, it } from 'vitest';
import { FakeAddressBookService, httpRefusal } from '../../../../tests/helpers/fake-address-book-service.ts';
import type { Address } from '../../../kernel/types/index.ts';
import { AddressBookStore, MAX_SAVED_ADDRESSES } from './address-book-store.ts';

const home: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Bloomsbury Square',
  city: 'London',
  postcode: 'WC1A 2LP',
  countryCode: 'GB',
  locale: 'en-GB',
};
const street = (n: number, extra: Partial<Address> = {}): Address => ({
  ...home,
  addressLine1: `${n} Raw Street`,
  type: 'shipping',
  ...extra,
});

function setUp(locale = 'en-GB') {
  const service = new FakeAddressBookService();
  const store = new AddressBookStore(service, () => locale);
  return { service, store };
}

/** Start `action`, see the store pending while the service holds the call, then let it finish. */
async function pendingThen(
  store: AddressBookStore,
  service: FakeAddressBookService,
  call: 'list' | 'add' | 'update' | 'remove',
  action: () => Promise<boolean>,
) {
  const release = service.hold(call);
  const running = action();
  await Promise.resolve();
  expect(store.addressActionPending).toBe(true);
  expect(store.addressActionError).toBeNull();
  release();
  const result = await running;
  expect(store.addressActionPending).toBe(false);
  return result;
}

describe('AddressBookStore', () => {
  it('starts with the defaults: billing matches shipping, new addresses are saved, nothing can be added yet', () => {
    const { store } = setUp();
    expect(store).toMatchObject({
      allAddresses: [],
      billingMatchShipping: true,
      saveShippingAddress: true,
      canAddNewAddress: false,
      addressActionError: null,
      addressActionPending: false,
      addressSource: 'initial',
    });
  });

  it('lists the book, splits shipping from billing and selects the default shipping address', async () => {
    const { service, store } = setUp();
    service.seed(street(1), street(2, { default: true }), street(3, { type: 'billing', default: true }));
    expect(await pendingThen(store, service, 'list', () => store.load())).toBe(true);
    expect(store.allAddresses).toHaveLength(3);
    expect(store.shippingAddresses.map((a) => a.addressLine1)).toEqual(['1 Raw Street', '2 Raw Street']);
    expect(store.billingAddresses.map((a) => a.addressLine1)).toEqual(['3 Raw Street']);
    expect(store.selectedShippingAddress?.addressLine1).toBe('2 Raw Street');
    expect(store.addressSource).toBe('saved');
  });

  it('lets a new address be added only below the cap: 19 saved yes, 20 saved no', async () => {
    const { service, store } = setUp();
    service.seed(...Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, n) => street(n + 1)));
    await store.load();
    expect(store.canAddNewAddress).toBe(true);
    expect(await store.add(street(99), 'shipping')).toBe(true);
    expect(store.allAddresses).toHaveLength(20);
    expect(store.canAddNewAddress).toBe(false);

    const calls = service.calls.length;
    expect(await store.add(street(100), 'shipping')).toBe(false);
    expect(store.addressActionError).toBe('ADD');
    expect(service.calls).toHaveLength(calls);
  });

  it('rejects a refused list with LIST, and a 401 or a failed session with UNAUTHORIZED', async () => {
    const { service, store } = setUp();
    service.failNext('list', httpRefusal(500));
    expect(await store.load()).toBe(false);
    expect(store.addressActionError).toBe('LIST');
    expect(store.addressActionPending).toBe(false);

    service.failNext('list', httpRefusal(401, 'UNAUTHORIZED'));
    await store.load();
    expect(store.addressActionError).toBe('UNAUTHORIZED');

    service.failNext('list', Object.assign(new Error('signed out'), { kind: 'session-failed' }));
    await store.load();
    expect(store.addressActionError).toBe('UNAUTHORIZED');

    await pendingThen(store, service, 'list', () => store.load());
    expect(store.addressActionError).toBeNull();
  });

  it('adds: pending, then the book as the server holds it; refused, ADD', async () => {
    const { service, store } = setUp();
    await store.load();
    expect(await pendingThen(store, service, 'add', () => store.add(home, 'shipping'))).toBe(true);
    expect(store.shippingAddresses).toEqual([expect.objectContaining({ ...home, default: true })]);
    expect(service.calls.find((c) => c.call === 'add')?.kind).toBe('shipping');

    service.failNext('add', httpRefusal(400, 'ADD'));
    expect(await store.add(home, 'billing')).toBe(false);
    expect(store.addressActionError).toBe('ADD');
  });

  it('updates and makes default: pending, then fulfilled; refused, UPDATE', async () => {
    const { service, store } = setUp();
    const [first, second] = service.seed(street(1, { default: true }), street(2));
    await store.load();
    const moved = { ...second!, city: 'Bath' };
    expect(await pendingThen(store, service, 'update', () => store.update(second!.reference!, moved))).toBe(
      true,
    );
    expect(store.shippingAddresses[1]?.city).toBe('Bath');

    await store.makeDefault(store.shippingAddresses[1]!);
    expect(store.shippingAddresses.filter((a) => a.default).map((a) => a.reference)).toEqual([
      second!.reference,
    ]);

    service.failNext('update', httpRefusal(404, 'UPDATE'));
    expect(await store.makeDefault(first!)).toBe(false);
    expect(store.addressActionError).toBe('UPDATE');
  });

  it('removes: pending, then the remaining book with its new default selected; refused, UNABLE_TO_DELETE', async () => {
    const { service, store } = setUp();
    const [first] = service.seed(street(1, { default: true }), street(2));
    await store.load();
    expect(store.selectedShippingAddress?.reference).toBe(first!.reference);
    expect(await pendingThen(store, service, 'remove', () => store.remove(first!.reference!))).toBe(true);
    expect(store.allAddresses.map((a) => a.addressLine1)).toEqual(['2 Raw Street']);
    expect(store.selectedShippingAddress?.addressLine1).toBe('2 Raw Street');

    service.failNext('remove', httpRefusal(404, 'UNABLE_TO_DELETE'));
    expect(await store.remove('gone')).toBe(false);
    expect(store.addressActionError).toBe('UNABLE_TO_DELETE');
  });

  it('on a Japanese locale with no default of that locale, makes the first of each type default', async () => {
    const { service, store } = setUp('ja-JP');
    service.seed(
      street(1, { default: true, locale: 'en-GB' }),
      street(2, { locale: 'ja-JP' }),
      street(3, { locale: 'ja-JP' }),
      street(4, { locale: 'ja-JP', type: 'billing' }),
    );
    await store.load();
    const updated = service.calls.filter((c) => c.call === 'update').map((c) => c.address?.addressLine1);
    expect(updated).toEqual(['2 Raw Street', '4 Raw Street']);
    expect(store.allAddresses.filter((a) => a.default).map((a) => a.addressLine1)).toEqual([
      '2 Raw Street',
      '4 Raw Street',
    ]);
    expect(store.selectedShippingAddress?.addressLine1).toBe('1 Raw Street');
  });

  it('leaves defaults alone on other locales, and on a Japanese one that already has its default', async () => {
    for (const [locale, seeded] of [
      ['en-GB', [street(1, { locale: 'ja-JP' })]],
      ['ja-JP', [street(1, { locale: 'ja-JP' }), street(2, { locale: 'ja-JP', default: true })]],
    ] as const) {
      const { service, store } = setUp(locale);
      service.seed(...seeded);
      await store.load();
      expect(service.calls.filter((c) => c.call === 'update')).toEqual([]);
    }
  });

  it('keeps a new address being typed, and selecting no billing address restores billing as shipping', async () => {
    const { service, store } = setUp();
    service.seed(street(1, { default: true }), street(2, { type: 'billing', default: true }));
    store.useNewShippingAddress();
    await store.load();
    expect(store.selectedShippingAddress).toBeUndefined();
    expect(store.addressSource).toBe('new');

    store.selectBillingAddress(store.billingAddresses[0]);
    store.setBillingMatchShipping(false);
    store.selectBillingAddress(undefined);
    expect(store.billingMatchShipping).toBe(true);
  });

  it('resets everything on sign-out', async () => {
    const { service, store } = setUp();
    service.seed(street(1, { default: true }));
    await store.load();
    store.setSaveShippingAddress(false);
    store.setBillingMatchShipping(false);
    store.setShippingValidity(true);
    service.failNext('update');
    await store.makeDefault(store.allAddresses[0]!);
    store.reset();
    expect(store).toMatchObject({
      allAddresses: [],
      selectedShippingAddress: undefined,
      billingMatchShipping: true,
      saveShippingAddress: true,
      canAddNewAddress: false,
      isShippingAddressValid: false,
      hasTriedValidation: false,
      addressActionError: null,
      addressSource: 'initial',
      loaded: false,
    });
  });
});

describe('AddressBookStore at the checkout', () => {
  const cartTarget = (valid = true) => {
    const saved: Address[] = [];
    return {
      saved,
      isValid: () => Promise.resolve(valid),
      save: (address: Address) => {
        saved.push(address);
        return Promise.resolve(true);
      },
    };
  };

  it('asks nothing and answers UNAUTHORIZED when nobody is signed in', async () => {
    const { service, store } = setUp();
    service.signedIn = false;
    expect(await store.load()).toBe(false);
    expect(store.addressActionError).toBe('UNAUTHORIZED');
    expect(service.calls).toEqual([]);
  });

  it('saves a valid chosen address to the cart, but not one the cart already held or an invalid one', async () => {
    const { service, store } = setUp();
    service.seed(street(1, { default: true }), street(2));
    await store.load();
    const cart = cartTarget();
    expect(await store.confirmShippingAddress(cart)).toBe(true);
    expect(cart.saved.map((a) => a.addressLine1)).toEqual(['1 Raw Street']);
    expect(store).toMatchObject({ hasTriedValidation: true, isShippingAddressValid: true });

    store.addressSource = 'initial';
    expect(await store.confirmShippingAddress(cart)).toBe(true);
    expect(cart.saved).toHaveLength(1);

    store.selectShippingAddress(store.shippingAddresses[1]!);
    const refusing = cartTarget(false);
    expect(await store.confirmShippingAddress(refusing)).toBe(false);
    expect(refusing.saved).toEqual([]);
    expect(store.isShippingAddressValid).toBe(false);
  });

  it('saves a new checkout address to the book only when ticked and there is room', async () => {
    const { service, store } = setUp();
    await store.load();
    store.useNewShippingAddress();
    const cart = cartTarget();
    expect(await store.submitNewShippingAddress(street(1), cart)).toBe(true);
    expect(store.allAddresses).toHaveLength(1);
    // The new address is now the chosen saved one, which the cart already holds.
    expect(store.selectedShippingAddress?.reference).toBe(store.allAddresses[0]!.reference);
    expect(store.addressSource).toBe('initial');
    expect(await store.confirmShippingAddress(cart)).toBe(true);
    expect(cart.saved).toHaveLength(1);

    store.setSaveShippingAddress(false);
    await store.submitNewShippingAddress(street(2), cartTarget());
    expect(store.allAddresses).toHaveLength(1);

    store.setSaveShippingAddress(true);
    service.seed(...Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, n) => street(n + 10)));
    await store.load();
    const before = service.calls.length;
    await store.submitNewShippingAddress(street(3), cartTarget());
    expect(service.calls).toHaveLength(before);
    expect(store.addressActionError).toBeNull();
  });

  it('billing apart from delivery starts from the default saved billing address, or the form when there is none', async () => {
    const { service, store } = setUp();
    service.seed(
      street(1, { default: true }),
      street(2, { type: 'billing' }),
      street(3, { type: 'billing', default: true }),
    );
    await store.load();
    store.setBillingMatchShipping(false);
    expect(store.selectedBillingAddress?.addressLine1).toBe('3 Raw Street');
    expect(store.entersNewBillingAddress).toBe(false);

    store.useNewBillingAddress();
    expect(store.selectedBillingAddress).toBeUndefined();
    expect(store.billingMatchShipping).toBe(false);
    // A list answered while the shopper types keeps billing apart and the form open.
    await store.load();
    expect(store.billingMatchShipping).toBe(false);
    expect(store.entersNewBillingAddress).toBe(true);

    const empty = setUp();
    empty.service.seed(street(1, { default: true }));
    await empty.store.load();
    empty.store.setBillingMatchShipping(false);
    expect(empty.store.selectedBillingAddress).toBeUndefined();
    expect(empty.store.entersNewBillingAddress).toBe(true);
  });

  it('hands a new billing address to the payment, and into the book only when ticked', async () => {
    const { store } = setUp();
    await store.load();
    store.useNewBillingAddress();
    const given: Address[] = [];
    const payment = async (address: Address) => {
      given.push(address);
      return true;
    };
    expect(await store.submitNewBillingAddress(street(5), payment)).toBe(true);
    expect(given).toHaveLength(1);
    expect(store.billingAddresses).toHaveLength(1);
    expect(store.selectedBillingAddress?.reference).toBe(store.billingAddresses[0]!.reference);
    expect(store.entersNewBillingAddress).toBe(false);

    store.useNewBillingAddress();
    store.setSaveBillingAddress(false);
    await store.submitNewBillingAddress(street(6), payment);
    expect(given).toHaveLength(2);
    expect(store.billingAddresses).toHaveLength(1);

    store.setSaveBillingAddress(true);
    expect(await store.submitNewBillingAddress(street(7), async () => false)).toBe(false);
    expect(store.billingAddresses).toHaveLength(1);
    store.reset();
    expect(store).toMatchObject({ entersNewBillingAddress: false, saveBillingAddress: true });
  });
});
