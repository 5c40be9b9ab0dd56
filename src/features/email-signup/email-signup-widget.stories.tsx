import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixturePage, walkBlocks, type StorySite } from '../../../.storybook/fixture-blocks.ts';
import { expectStoryDirection } from '../../../tests/helpers/story-direction.ts';
import { EmailSignupWidget } from './email-signup-widget.tsx';

/** The `email-signup` widget slot of a fixture site's homepage: its title and settings as the editor wrote them. */
function signupSlot(site: StorySite): { title: string; settings: Record<string, unknown> } {
  const slot = walkBlocks(fixturePage(site)?.blocks).find((block) => block.widget === 'email-signup');
  if (!slot) throw new Error(`No email-signup widget on the ${site} homepage`);
  return { title: String(slot.title), settings: slot.settings as Record<string, unknown> };
}

/** Submit an address that is not one and expect the format message, then a real one and the thanks. */
async function signUp(canvasElement: HTMLElement, messages: { format: string; success: string }) {
  const canvas = within(canvasElement);
  const email = canvas.getByRole('textbox');
  const submit = canvas.getByRole('button');
  await userEvent.type(email, 'not-an-address');
  await userEvent.click(submit);
  await expect(await canvas.findByText(messages.format)).toBeInTheDocument();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(email);
  await userEvent.type(email, 'shopper@example.com');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(submit);
  await expect(await canvas.findByText(messages.success)).toBeInTheDocument();
}

/**
 * The newsletter signup a page's `widget-slot` mounts, with the slot's title and settings as controls (the story's
 * fake marketing service accepts every address).
 */
const meta = {
  title: 'Widgets/Email signup',
  component: EmailSignupWidget,
  argTypes: {
    title: { control: 'text' },
    settings: { control: 'object' },
  },
} satisfies Meta<typeof EmailSignupWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United Kingdom homepage's signup (left to right). */
export const Default: Story = {
  args: signupSlot('uk'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join the Maison Nord list' })).toBeInTheDocument();
    await expect(canvas.getByText(/Get 10% off your first order/)).toBeInTheDocument();
    await expectStoryDirection(canvasElement, 'ltr', 'en');
    await signUp(canvasElement, {
      format: 'Please enter a valid email address.',
      success: 'Thank you for signing up.',
    });
  },
};

/** The UAE homepage's signup in Arabic, mirrored right to left. */
export const Arabic: Story = {
  args: signupSlot('ae-ar'),
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'انضم إلى قائمة Maison Nord' })).toBeInTheDocument();
    await expectStoryDirection(canvasElement, 'rtl', 'ar');
    await signUp(canvasElement, { format: 'يرجى إدخال بريد إلكتروني صالح.', success: 'شكراً لاشتراكك.' });
  },
};
