import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { Accordion, type AccordionContent } from './accordion.tsx';

/** `accordion` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggling a section opens its panel, then closes it again. */
const toggles: Story['play'] = async ({ canvasElement }) => {
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

export const Default: Story = {
  args: { block: fixtureBlock<AccordionContent>('uk', 'accordion')! },
  play: toggles,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<AccordionContent>('ae-ar', 'accordion')! },
  parameters: { site: 'ae-ar' },
  play: toggles,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<AccordionContent>('jp', 'accordion')! },
  parameters: { site: 'jp' },
  play: toggles,
};
