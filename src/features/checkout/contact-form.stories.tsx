import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from './contact-form.tsx';

const meta = {
  title: 'Checkout/Contact form',
  component: ContactForm,
  args: { consumer: undefined, country: 'GB', saving: false, error: null, onSave: fn(async () => true) },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: saving it says what is missing beside each field. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save contact details' }));
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved: the details with a way to change them. */
export const Saved: Story = {
  args: {
    consumer: {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana.silva@example.com',
      phoneNumber: '07400 123456',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

/** The shop refused the details. */
export const Refused: Story = { args: { error: 'VALIDATION_ERROR' } };

/** Arabic, right to left. */
export const Arabic: Story = { args: { country: 'AE' }, parameters: { site: 'ae-ar' } };

/** Japanese: the family name first, as the address form asks for it. */
export const Japanese: Story = { args: { country: 'JP', familyNameFirst: true }, parameters: { site: 'jp' } };
