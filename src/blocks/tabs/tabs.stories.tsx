import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { Tabs, type TabsContent } from './tabs.tsx';

/** `tabs` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move selection and focus together (mirrored in RTL), End and Home jump to the ends. */
const keyboard =
  (forward: '{ArrowRight}' | '{ArrowLeft}'): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[0]!);
    if (tabs.length < 2) return;
    await userEvent.keyboard(forward);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    await userEvent.keyboard('{End}');
    await expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveFocus();
  };

export const Default: Story = {
  args: { block: fixtureBlock<TabsContent>('uk', 'tabs')! },
  play: keyboard('{ArrowRight}'),
};

export const Arabic: Story = {
  args: { block: fixtureBlock<TabsContent>('ae-ar', 'tabs')! },
  parameters: { site: 'ae-ar' },
  play: keyboard('{ArrowLeft}'),
};

export const Japanese: Story = {
  args: { block: fixtureBlock<TabsContent>('jp', 'tabs')! },
  parameters: { site: 'jp' },
  play: keyboard('{ArrowRight}'),
};
