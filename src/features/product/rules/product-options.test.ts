import { describe, expect, it } from 'vitest';
import { productInRanges, productWith } from '../../../../tests/helpers/product-fixtures.ts';
import {
  bestAvailability,
  initialSelection,
  levelOptions,
  missingLevels,
  selectedSku,
  selectOption,
  settleSelection,
  skuOptionNames,
} from './product-options.ts';

const coat = productWith([
  ['black', 's', 'AVAILABLE'],
  ['black', 'm', 'LOWSTOCK', { stockQty: 2 }],
  ['black', 'l', 'OUTOFSTOCK'],
  ['camel', 's', 'OUTOFSTOCK'],
  ['camel', 'm', 'PREORDER'],
]);

describe('product options', () => {
  it('ranks availability with purchasable first', () => {
    expect(bestAvailability(['OUTOFSTOCK', 'PREORDER', 'LOWSTOCK'])).toBe('LOWSTOCK');
    expect(bestAvailability(['DISCONTINUED', 'OUTOFSTOCK'])).toBe('OUTOFSTOCK');
    expect(bestAvailability([])).toBe('NOTAVAILABLE');
  });

  // Changed to agree with the server, which ranks a backorder (bought now, sent later) above a preorder.
  it('ranks backorder above preorder, as the server ranks a colour', () => {
    expect(bestAvailability(['PREORDER', 'BACKORDER'])).toBe('BACKORDER');
    expect(bestAvailability(['NOTAVAILABLE', 'OUTOFSTOCK'])).toBe('OUTOFSTOCK');
  });

  it('gives each size the availability of its sku in the chosen colour, and disables sizes the colour lacks', () => {
    const sizes = levelOptions(coat, { color: 'camel' }, 'size');
    expect(sizes.map((size) => [size.slug, size.availability, size.disabled])).toEqual([
      ['s', 'OUTOFSTOCK', false],
      ['m', 'PREORDER', false],
      ['l', 'NOTAVAILABLE', true],
    ]);
  });

  it('opens on ?sku=, else ?color=, else the first colour that can be bought', () => {
    expect(initialSelection(coat, { sku: 'MN1-camel-m' })).toEqual({ color: 'camel', size: 'm' });
    expect(initialSelection(coat, { color: 'camel' })).toEqual({ color: 'camel' });
    expect(initialSelection(coat, { color: 'no-such' })).toEqual({ color: 'black' });
    const soldOutFirst = productWith([
      ['black', 's', 'OUTOFSTOCK'],
      ['camel', 's', 'AVAILABLE'],
      ['camel', 'm', 'AVAILABLE'],
    ]);
    expect(initialSelection(soldOutFirst, {})).toEqual({ color: 'camel' });
  });

  it('chooses a single size for the shopper and leaves several unchosen', () => {
    const single = productWith([['rose', 'one-size', 'AVAILABLE']]);
    expect(initialSelection(single, {})).toEqual({ color: 'rose', size: 'one-size' });
    expect(missingLevels(coat, initialSelection(coat, {}))).toEqual(['size']);
  });

  it('drops a chosen size that the new colour cannot have', () => {
    const chosen = { color: 'black', size: 'l' };
    expect(selectOption(coat, chosen, 'color', 'camel')).toEqual({ color: 'camel' });
    expect(selectOption(coat, { color: 'black', size: 's' }, 'color', 'camel')).toEqual({
      color: 'camel',
      size: 's',
    });
  });

  it('drops the size when the size range changes', () => {
    const ranged = productWith(
      [
        ['navy', '10', 'AVAILABLE', { options: { color: 'navy', size: '10', sizeType: 'regular' } }],
        ['navy', '12', 'AVAILABLE', { options: { color: 'navy', size: '12', sizeType: 'regular' } }],
        ['navy', '10p', 'AVAILABLE', { options: { color: 'navy', size: '10p', sizeType: 'petite' } }],
      ],
      {
        optionLevels: ['color', 'sizeType', 'size'],
        sizeTypes: [
          { slug: 'regular', name: 'Regular' },
          { slug: 'petite', name: 'Petite' },
        ],
      },
    );
    ranged.sizes = [
      { slug: '10', name: '10', sizeType: 'regular' },
      { slug: '12', name: '12', sizeType: 'regular' },
      { slug: '10p', name: '10', sizeType: 'petite' },
    ];
    const regular = { color: 'navy', sizeType: 'regular', size: '12' };
    // Petite has one size, chosen for the shopper once the range changes.
    expect(selectOption(ranged, regular, 'sizeType', 'petite')).toEqual({
      color: 'navy',
      sizeType: 'petite',
      size: '10p',
    });
    expect(levelOptions(ranged, { color: 'navy', sizeType: 'regular' }, 'size').map((s) => s.slug)).toEqual([
      '10',
      '12',
    ]);
  });

  it('names the sku only once every level is chosen', () => {
    expect(selectedSku(coat, { color: 'black' })).toBeUndefined();
    expect(selectedSku(coat, { color: 'black', size: 'm' })?.sku).toBe('MN1-black-m');
    expect(settleSelection(coat, { color: 'mauve', size: 'm' })).toEqual({ size: 'm' });
  });

  it('names a sku by its colour, its range and that range’s size', () => {
    const jeans = productInRanges([
      ['Regular', 'w30', 'AVAILABLE'],
      ['Tall', 'w30', 'OUTOFSTOCK'],
    ]);
    jeans.sizes = [
      { slug: 'w30', name: 'W30', sizeType: 'Regular' },
      { slug: 'w30', name: 'W30 (long)', sizeType: 'Tall' },
    ];
    expect(skuOptionNames(jeans, jeans.skus[1]!)).toEqual(['Ivory', 'Tall', 'W30 (long)']);
    expect(skuOptionNames(coat, coat.skus[0]!)).toEqual(['Black', 'S']);
  });
});
