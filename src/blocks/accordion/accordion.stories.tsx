import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { Accordion, type AccordionContent } from './accordion.tsx';

/** Toggling a section opens its panel, then closes it again. */
const toggles: StoryObj<typeof Accordion>['play'] = async ({ canvasElement }) => {
  const buttons = within(canvasElement).getAllByRole('button');
  const button = buttons.find((b) => b.getAttribute('aria-expanded') === 'false') ?? buttons[0]!;
  const wasOpen = button.getAttribute('aria-expanded') === 'true';
  const panel = () => canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!);
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', String(!wasOpen));
  await expect(panel()?.hidden).toBe(wasOpen);
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', String(wasOpen));
};

/** `accordion` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  ...blockStoryMeta,
  play: toggles,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<AccordionContent>('accordion');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
