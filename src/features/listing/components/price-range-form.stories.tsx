import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceRangeForm } from './price-range-form.tsx';

/** Minimum and maximum price with Apply. */
const meta = {
  title: 'Listing/Price range form',
  component: PriceRangeForm,
  decorators: [
    (Story) => (
      <div style={{ width: 280, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { currency: 'GBP', locale: 'en-GB', step: 0.01, bounds: { min: 1950, max: 48000 }, onApply: fn() },
} satisfies Meta<typeof PriceRangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed bounds round to whole pounds; only a maximum makes the minimum 0. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Max price/), '99.6');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    await expect(args.onApply).toHaveBeenCalledWith({ min: 0, max: 100 });
  },
};

/** A minimum above the maximum shows the message and applies nothing. */
export const InvalidRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Min price/), '200');
    await userEvent.type(canvas.getByLabelText(/Max price/), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The minimum price must be lower than the maximum.',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** An applied range fills the boxes. */
export const Applied: Story = { args: { value: { min: 50, max: 150 } } };

export const Arabic: Story = {
  args: { currency: 'AED', locale: 'ar-AE', step: 1, value: { min: 100 } },
  parameters: { site: 'ae-ar' },
};

export const Japanese: Story = {
  args: { currency: 'JPY', locale: 'ja-JP', step: 1, bounds: { min: 3700, max: 91000 } },
  parameters: { site: 'jp' },
};
