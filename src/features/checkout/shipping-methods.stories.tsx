import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShippingOption } from '../../kernel/types/index.ts';
import { createPriceFormatter } from '../../sites/currency.ts';
import { ShippingMethods } from './shipping-methods.tsx';

const option = (id: string, name: string, price: number, min: number, max: number): ShippingOption => ({
  id,
  method: id,
  name,
  price,
  delivery: { min, max },
  supportsBulkyItems: true,
});
const options = [
  option('standard', 'Standard delivery', 0, 3, 5),
  option('express', 'Express delivery', 995, 1, 2),
  option('next-day', 'Next working day', 1495, 1, 1),
];

const meta = {
  title: 'Checkout/Delivery methods',
  component: ShippingMethods,
  args: {
    options,
    selected: 'standard',
    formatter: createPriceFormatter('en-GB', 'GB', 'GBP'),
    disabled: false,
    onSelect: fn(),
  },
} satisfies Meta<typeof ShippingMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Standard chosen; choosing another reports it. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Express delivery/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('express');
  },
};

/** Before an address is saved: shown, not choosable. */
export const WaitingForAddress: Story = {
  args: { selected: undefined, disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Arabic, prices in dirhams. */
export const Arabic: Story = {
  args: { formatter: createPriceFormatter('ar-AE', 'AE', 'AED') },
  parameters: { site: 'ae-ar' },
};
