import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../../tests/helpers/fake-services.ts';
import {
  CUSTOMISATION_MESSAGES,
  MONOGRAM_OPTION,
  productWith,
} from '../../../../tests/helpers/product-fixtures.ts';
import type { ProductCustomisation } from '../../../kernel/types/product.ts';
import type { AddOutcome, AddToCartRequest } from '../../bag/rules/cart-rules.ts';
import { CUSTOMISE_DEBOUNCE_MS, customisationStore } from './customisation-store.ts';
import { ProductPageStore } from './product-page-store.ts';

const monogram: ProductCustomisation = {
  options: [
    MONOGRAM_OPTION,
    {
      id: 'foil',
      type: 'select',
      label: 'Foil',
      defaultValue: 'gold',
      applyDefault: true,
      choices: [
        { value: 'gold', label: 'Gold' },
        { value: 'silver', label: 'Silver' },
      ],
      uppercase: false,
      rules: {},
    },
  ],
  excludeSkus: ['MN1-black-one'],
  messages: CUSTOMISATION_MESSAGES,
};

const bag = productWith(
  [
    ['tan', 'one', 'AVAILABLE'],
    ['black', 'one', 'BACKORDER'],
  ],
  { customisation: monogram },
);

const preview = '/media/customised/MN1/tan.svg?o=eyJtb25vZ3JhbSI6IkFCQyJ9';
const accepted = {
  ok: true as const,
  selectedOptions: { monogram: 'ABC', foil: 'gold' },
  display: [],
  previewImage: preview,
};

/** A store over fake services, with the page's choice and the picture loads in the test's hands. */
function setup(choice: { sku?: string; colour?: string } = { sku: 'MN1-tan-one', colour: 'tan' }) {
  const services = createFakeServices();
  const page = observable(choice);
  const pictures: { src: string; settle: (loaded: boolean) => void }[] = [];
  const store = customisationStore({
    product: bag,
    customisation: monogram,
    choice: () => ({ ...page }),
    preload: (src) =>
      new Promise<void>((resolve, reject) =>
        pictures.push({ src, settle: (loaded) => (loaded ? resolve() : reject(new Error('404'))) }),
      ),
  })(services);
  const calls = services.customiseService;
  return { store, page, pictures, calls, clock: services.clock };
}

/** Lets awaited promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CustomisationStore', () => {
  it('starts off, with the defaults applied, adding a plain line', () => {
    const { store, calls } = setup();
    expect(store.wanted).toBe(false);
    expect(store.values).toEqual({ monogram: '', foil: 'gold' });
    expect(store.forBag).toEqual({ kind: 'plain' });
    expect(store.status).toBe('idle');
    expect(calls.requests).toEqual([]);
  });

  it('waits for a one-second pause in typing before checking', async () => {
    const { store, calls, clock } = setup();
    store.setWanted(true);
    expect(store.status).toBe('idle');
    store.type('monogram', 'ab');
    expect(store.status).toBe('loading');
    clock.advance(CUSTOMISE_DEBOUNCE_MS - 1);
    store.type('monogram', 'abc');
    clock.advance(CUSTOMISE_DEBOUNCE_MS - 1);
    await settle();
    expect(calls.requests).toEqual([]);
    clock.advance(1);
    await settle();
    expect(calls.requests).toEqual([
      {
        productId: 'MN1',
        request: { selectedOptions: { monogram: 'ABC', foil: 'gold' }, skuId: 'MN1-tan-one' },
      },
    ]);
  });

  it('shows the preview only once its picture has loaded, then adds the cleaned values', async () => {
    const { store, calls, clock, pictures } = setup();
    store.setWanted(true);
    store.type('monogram', 'a😀bc');
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    expect(store.forBag).toEqual({ kind: 'blocked' });
    calls.answer(accepted);
    await settle();
    expect(pictures.map((picture) => picture.src)).toEqual([preview]);
    expect(store.status).toBe('loading');
    expect(store.shownPreview).toBeUndefined();
    store.flagProblems();
    expect(store.heldBack).toBe(true);
    pictures[0]!.settle(true);
    await settle();
    expect(store.status).toBe('ready');
    expect(store.heldBack).toBe(false);
    expect(store.shownPreview).toBe(preview);
    expect(store.forBag).toEqual({
      kind: 'personalised',
      inputs: [
        { key: 'monogram', value: 'ABC' },
        { key: 'foil', value: 'gold' },
      ],
    });
  });

  it('keeps the normal picture when the check fails or the preview does not load, and can try again', async () => {
    const { store, calls, clock, pictures } = setup();
    store.setWanted(true);
    store.type('monogram', 'ab');
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    calls.answer({ ok: false, failed: true });
    await settle();
    expect(store.status).toBe('error');
    expect(store.shownPreview).toBeUndefined();
    expect(store.forBag).toEqual({ kind: 'blocked' });

    store.retry();
    expect(store.status).toBe('loading');
    await settle();
    calls.answer(accepted);
    await settle();
    pictures[0]!.settle(false);
    await settle();
    expect(store.status).toBe('error');
    expect(store.shownPreview).toBeUndefined();
  });

  it('keeps the API’s messages by option until that option changes', async () => {
    const { store, calls, clock } = setup();
    store.setWanted(true);
    store.type('monogram', 'ab');
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    calls.answer({ ok: false, errors: { monogram: ['Monogram is not allowed'] } });
    await settle();
    expect(store.status).toBe('idle');
    expect(store.errorsOf('monogram')).toEqual({ rules: [], messages: ['Monogram is not allowed'] });
    expect(store.firstFailing).toBe('monogram');
    store.type('monogram', 'abd');
    expect(store.errorsOf('monogram').messages).toEqual([]);
    expect(store.status).toBe('loading');
  });

  it('checks nothing the rules refuse, and shows why once the option was touched or an add held back', async () => {
    const { store, calls, clock } = setup();
    store.setWanted(true);
    expect(store.errorsOf('monogram').rules).toEqual([]);
    store.flagProblems();
    expect(store.errorsOf('monogram').rules).toEqual(['required']);
    expect(store.firstFailing).toBe('monogram');
    store.type('monogram', '😀✨');
    expect(store.errorsOf('monogram').rules).toEqual(['required']);
    // Three characters typed, five once the maker's capitals double each ß.
    store.type('monogram', 'ßßa');
    expect(store.errorsOf('monogram').rules).toEqual(['maxLength']);
    store.type('monogram', 'a1');
    expect(store.errorsOf('monogram').rules).toEqual(['pattern']);
    store.choose('foil', 'copper');
    expect(store.errorsOf('foil').rules).toEqual(['oneOf']);
    expect(store.status).toBe('idle');
    clock.advance(CUSTOMISE_DEBOUNCE_MS * 2);
    await settle();
    expect(calls.requests).toEqual([]);
  });

  it('counts an emoji as one character, and takes letters after it up to the limit', () => {
    const { store } = setup();
    expect(store.remaining('monogram')).toBe(3);
    // A family is one character to a reader, though eight UTF-16 units.
    store.type('monogram', '👩‍👩‍👧');
    expect(store.remaining('monogram')).toBe(2);
    store.type('monogram', '👩‍👩‍👧a');
    store.type('monogram', '👩‍👩‍👧ab');
    expect(store.values.monogram).toBe('👩‍👩‍👧ab');
    expect(store.remaining('monogram')).toBe(0);
    // The field is full: a fourth character is refused, and the maker works the letters.
    store.type('monogram', '👩‍👩‍👧abc');
    expect(store.values.monogram).toBe('👩‍👩‍👧ab');
    expect(store.errorsOf('monogram').rules).toEqual([]);
    // A paste keeps what was there and takes as much as fits; deleting always works.
    store.type('monogram', 'a');
    store.type('monogram', 'a🇬🇧👍🏽zz');
    expect(store.values.monogram).toBe('a🇬🇧👍🏽');
    store.type('monogram', '🇬🇧👍🏽');
    expect(store.values.monogram).toBe('🇬🇧👍🏽');
    expect(store.remaining('foil')).toBeUndefined();
  });

  it('counts what the maker makes where that is longer than what was typed', () => {
    const { store } = setup();
    store.type('monogram', 'ßa');
    expect(store.remaining('monogram')).toBe(0);
  });

  it('drops the answer to an earlier check', async () => {
    const { store, calls, clock } = setup();
    store.setWanted(true);
    store.type('monogram', 'ab');
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    store.choose('foil', 'silver');
    await settle();
    calls.answer({ ok: false, errors: { monogram: ['stale'] } });
    await settle();
    expect(store.serverErrors).toEqual({});
    expect(store.status).toBe('loading');
    expect(calls.requests.at(-1)?.request.selectedOptions).toEqual({ monogram: 'AB', foil: 'silver' });
  });

  it('offers nothing for a sku sold plain, and checks again when the colour changes', async () => {
    const { store, page, calls } = setup();
    store.setWanted(true);
    store.type('monogram', 'ab');
    runInAction(() => Object.assign(page, { sku: 'MN1-black-one', colour: 'black' }));
    expect(store.excluded).toBe(true);
    expect(store.active).toBe(false);
    expect(store.status).toBe('idle');
    expect(store.forBag).toEqual({ kind: 'plain' });
    await settle();
    expect(calls.requests).toEqual([]);
    runInAction(() => Object.assign(page, { sku: 'MN1-tan-one', colour: 'tan' }));
    expect(store.status).toBe('loading');
    await settle();
    expect(calls.requests.map((call) => call.request.skuId)).toEqual(['MN1-tan-one']);
  });

  it('checks for a personalisable sku of the colour before a size is chosen', () => {
    expect(setup({ colour: 'tan' }).store.previewSku).toBe('MN1-tan-one');
    const black = setup({ colour: 'black' }).store;
    expect(black.excluded).toBe(true);
    expect(black.previewSku).toBeUndefined();
  });

  it('stops checking once disposed', async () => {
    const { store, calls, clock } = setup();
    store.setWanted(true);
    store.type('monogram', 'ab');
    store.dispose();
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    expect(calls.requests).toEqual([]);
  });
});

describe('adding a personalised product to the bag', () => {
  class FakeBag {
    readonly requests: AddToCartRequest[] = [];
    isUpdatePending = false;
    async add(request: AddToCartRequest): Promise<AddOutcome> {
      this.requests.push(request);
      return { ok: true };
    }
  }

  function pageWith(personalisation: ReturnType<typeof setup>['store']) {
    const fakeBag = new FakeBag();
    const page = new ProductPageStore({
      product: bag,
      query: { sku: 'MN1-tan-one' },
      bag: () => Promise.resolve(fakeBag),
      features: { backInStock: false, lowStockMessage: true, outOfStockBadge: true, maxSizeButtons: 10 },
      personalisation: () => personalisation,
      timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    });
    return { page, fakeBag };
  }

  it('holds the add back until the personalisation is valid and previewed, pointing at the problem', async () => {
    const { store } = setup();
    const { page, fakeBag } = pageWith(store);
    store.setWanted(true);
    expect(await page.addToBag()).toEqual({ ok: false, code: 'CUSTOMISATION_INVALID' });
    expect(store.flagCount).toBe(1);
    expect(store.firstFailing).toBe('monogram');
    expect(fakeBag.requests).toEqual([]);
    expect(page.addError).toBeNull();
  });

  it('adds the line with the values the API cleaned as its inputs', async () => {
    const { store, calls, clock, pictures } = setup();
    const { page, fakeBag } = pageWith(store);
    store.setWanted(true);
    store.type('monogram', 'abc');
    clock.advance(CUSTOMISE_DEBOUNCE_MS);
    await settle();
    calls.answer(accepted);
    await settle();
    pictures[0]!.settle(true);
    await settle();
    expect(await page.addToBag()).toEqual({ ok: true });
    expect(fakeBag.requests[0]).toMatchObject({
      sku: 'MN1-tan-one',
      customisation: {
        inputs: [
          { key: 'monogram', value: 'ABC' },
          { key: 'foil', value: 'gold' },
        ],
      },
    });
  });

  it('adds a plain line when the shopper does not personalise', async () => {
    const { store } = setup();
    const { page, fakeBag } = pageWith(store);
    await page.addToBag();
    expect(fakeBag.requests[0]).not.toHaveProperty('customisation');
  });
});
