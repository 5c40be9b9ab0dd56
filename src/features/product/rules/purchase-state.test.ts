import { describe, expect, it } from 'vitest';
import { addButtonState, stockNote, type AddButtonInput } from './purchase-state.ts';

const base: AddButtonInput = {
  availability: 'AVAILABLE',
  noSuchSku: false,
  pending: false,
  justAdded: false,
  notifyMe: false,
  cartDisabled: false,
};

describe('add button', () => {
  it('says add for a sku that can be bought, and pre-order or back-order by availability', () => {
    expect(addButtonState(base)).toEqual({ label: 'add', disabled: false });
    expect(addButtonState({ ...base, availability: 'PREORDER' }).label).toBe('preorder');
    expect(addButtonState({ ...base, availability: 'BACKORDER' }).label).toBe('backorder');
  });

  it('says added after success, then pending while a change is under way (disabled)', () => {
    expect(addButtonState({ ...base, justAdded: true }).label).toBe('added');
    expect(addButtonState({ ...base, pending: true })).toEqual({ label: 'pending', disabled: true });
    expect(addButtonState({ ...base, cartDisabled: true }).disabled).toBe(true);
  });

  it('asks to pick more while a level is missing, and stays pressable to point at it', () => {
    expect(addButtonState({ ...base, availability: undefined })).toEqual({
      label: 'pick-more',
      disabled: false,
    });
  });

  it('offers notify-me for sold-out sizes only when back-in-stock is on', () => {
    expect(addButtonState({ ...base, availability: 'OUTOFSTOCK', notifyMe: true })).toEqual({
      label: 'notify-me',
      disabled: false,
    });
    expect(addButtonState({ ...base, availability: 'OUTOFSTOCK' })).toEqual({
      label: 'out-of-stock',
      disabled: true,
    });
    expect(addButtonState({ ...base, availability: 'DISCONTINUED' })).toEqual({
      label: 'not-available',
      disabled: true,
    });
    expect(addButtonState({ ...base, noSuchSku: true }).label).toBe('not-available');
  });
});

describe('stock note', () => {
  it('gives the count of a low-stock sku and the ship window of a pre-order', () => {
    expect(
      stockNote('LOWSTOCK', {
        sku: 'a',
        availability: 'LOWSTOCK',
        stockQty: 2,
        price: { list: 1, sale: 1 },
        options: { color: 'c', size: 's' },
      }),
    ).toEqual({ kind: 'low-stock', count: 2 });
    const note = stockNote('PREORDER', {
      sku: 'a',
      availability: 'PREORDER',
      shipDateStart: 1_800_000_000,
      shipDateEnd: 1_800_086_400,
      price: { list: 1, sale: 1 },
      options: { color: 'c', size: 's' },
    });
    expect(note).toEqual({
      kind: 'preorder',
      shipsFrom: new Date(1_800_000_000_000),
      shipsUntil: new Date(1_800_086_400_000),
    });
    expect(stockNote('AVAILABLE')).toEqual({ kind: 'in-stock' });
  });
});
