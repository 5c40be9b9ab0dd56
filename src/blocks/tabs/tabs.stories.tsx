import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { Tabs, type TabsContent } from './tabs.tsx';

/** Arrow keys move selection and focus together (mirrored in RTL), End and Home jump to the ends. */
const keyboard =
  (forward: '{ArrowRight}' | '{ArrowLeft}'): StoryObj<typeof Tabs>['play'] =>
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

/** `tabs` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  ...blockStoryMeta,
  play: keyboard('{ArrowRight}'),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<TabsContent>('tabs');

export const Default: Story = stories.Default;

/** Right-to-left: the left arrow moves forward. */
export const Arabic: Story = { ...stories.Arabic, play: keyboard('{ArrowLeft}') };

export const Japanese: Story = stories.Japanese;
