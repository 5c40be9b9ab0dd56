import { act, fireEvent, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { productInRanges, productWith } from '../../../tests/helpers/product-fixtures.ts';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import type { Product } from '../../kernel/types/product.ts';
import type { AddToCartRequest } from '../bag/rules/cart-rules.ts';
import { ProductPageStore } from './stores/product-page-store.ts';
import { OptionPicker } from './option-picker.tsx';

/** Jeans in two ranges sharing their sizes, as the demo catalogue's MN101000: each range's W30 a sku of its own. */
const jeans = productInRanges([
  ['Regular', 'w30', 'AVAILABLE'],
  ['Regular', 'w32', 'AVAILABLE'],
  ['Tall', 'w30', 'PREORDER'],
  ['Tall', 'w32', 'OUTOFSTOCK'],
]);

function pageStore(product: Product, query: { sku?: string } = {}, maxSizeButtons = 10) {
  const requests: AddToCartRequest[] = [];
  const store = new ProductPageStore({
    product,
    query,
    bag: () =>
      Promise.resolve({
        isUpdatePending: false,
        add: (request: AddToCartRequest) => {
          requests.push(request);
          return Promise.resolve({ ok: true as const });
        },
      }),
    features: { backInStock: true, lowStockMessage: true, outOfStockBadge: true, maxSizeButtons },
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
  });
  return { store, requests };
}

/** The pickers as the product page and quick buy lay them out, one per level. */
const Pickers = observer(function Pickers({ store }: { store: ProductPageStore }) {
  return (
    <>
      {store.levels.map((level) => (
        <OptionPicker key={level} store={store} level={level} />
      ))}
    </>
  );
});

/** A level's fieldset, found by its legend (cheaper than role queries on a busy machine). */
function group(name: string): HTMLFieldSetElement {
  const found = [...document.querySelectorAll('fieldset')].find((fieldset) =>
    fieldset.querySelector('legend')?.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no ${name} options`);
  return found;
}
const radios = (name: string) => [...group(name).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
/** What a screen reader says for each option: its own label where it has one, else its text. */
const radioNames = (name: string) =>
  radios(name).map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement?.textContent);
const radio = (name: string, value: string) => {
  const found = radios(name).find((candidate) => candidate.value === value);
  if (!found) throw new Error(`no ${value} in ${name}`);
  return found;
};

describe('choosing a size range and a size (product page and quick buy)', () => {
  it('offers each size of the chosen range with its own stock, by click, and adds that range’s sku', async () => {
    const { store, requests } = pageStore(jeans);
    renderWithI18n(<Pickers store={store} />);
    // Before a range is chosen each size shows once, though both ranges have it.
    expect(radioNames('Size')).toEqual(['W30', 'W32']);
    fireEvent.click(radio('Fit', 'Tall'));
    expect(radioNames('Size')).toEqual(['W30', 'W32, sold out']);
    fireEvent.click(radio('Size', 'w30'));
    expect(store.sku?.sku).toBe('MN1-ivory-Tall-w30');
    expect(store.button.label).toBe('preorder');
    await act(() => store.addToBag());
    expect(requests.map((request) => [request.sku, request.skuOptions])).toEqual([
      ['MN1-ivory-Tall-w30', { color: 'ivory', sizeType: 'Tall', size: 'w30' }],
    ]);
  });

  it('opens on the range and size of ?sku', () => {
    const { store } = pageStore(jeans, { sku: 'MN1-ivory-Tall-w32' });
    renderWithI18n(<Pickers store={store} />);
    // With W32 chosen, Tall is what is sold out.
    expect(radioNames('Fit')).toEqual(['Regular', 'Tall, sold out']);
    expect(radio('Fit', 'Tall')).toBeChecked();
    expect(radio('Size', 'w32')).toBeChecked();
    expect(store.button.label).toBe('notify-me');
  });
});

describe('the size menu past the site’s number of size buttons', () => {
  const dress = productWith([
    ['rose', '8', 'AVAILABLE'],
    ['rose', '10', 'OUTOFSTOCK'],
    ['rose', '12', 'AVAILABLE'],
    ['rose', '14', 'AVAILABLE'],
  ]);

  it('shows buttons up to that number', () => {
    const { store } = pageStore(dress, {}, 4);
    renderWithI18n(<Pickers store={store} />);
    expect(radioNames('Size')).toEqual(['8', '10, sold out', '12', '14']);
    expect(document.querySelector('select')).toBeNull();
  });

  it('becomes a dropdown above it, whose choice is the size chosen', () => {
    const { store } = pageStore(dress, {}, 3);
    renderWithI18n(<Pickers store={store} />);
    const menu = within(group('Size')).getByRole('combobox', { name: 'Size' });
    expect(radios('Size')).toEqual([]);
    expect([...menu.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a size',
      '8',
      '10, sold out',
      '12',
      '14',
    ]);
    expect(menu).toHaveValue('');
    fireEvent.change(menu, { target: { value: '12' } });
    expect(store.selection.size).toBe('12');
    expect(store.sku?.sku).toBe('MN1-rose-12');
    expect(menu).toHaveValue('12');
  });

  it('follows ?sku in the dropdown too', () => {
    const { store } = pageStore(jeans, { sku: 'MN1-ivory-Tall-w30' }, 1);
    renderWithI18n(<Pickers store={store} />);
    expect(group('Size').querySelector('select')).toHaveValue('w30');
  });
});
