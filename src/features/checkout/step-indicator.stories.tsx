import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from './step-indicator.tsx';

const meta = {
  title: 'Checkout/Step indicator',
  component: StepIndicator,
  args: { current: 'delivery' },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the delivery step: the bag done, delivery current. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Delivery').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

/** Arabic: the steps run right to left. */
export const Arabic: Story = {
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('التوصيل').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Japanese, on the payment step. */
export const JapanesePayment: Story = { args: { current: 'payment' }, parameters: { site: 'jp' } };
