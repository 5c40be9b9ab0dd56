import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockStoryMeta, fixtureBlock, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { WidgetSlot, type WidgetSlotContent } from './widget-slot.tsx';

const mounted: StoryObj<typeof WidgetSlot>['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.querySelector('[data-widget]')).not.toBeNull();
  await expect(canvasElement.querySelector('[data-broken-block]')).toBeNull();
};

/** `widget-slot` with its args taken from the content fixtures; Storybook registers stand-in widgets. */
const meta = {
  title: 'Blocks/Widget slot',
  component: WidgetSlot,
  ...blockStoryMeta,
  play: mounted,
} satisfies Meta<typeof WidgetSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<WidgetSlotContent>('widget-slot');

export const Default: Story = stories.Default;

/** No widget registered under that name: preview shows a placeholder (production renders nothing). */
export const MissingWidget: Story = {
  args: { block: fixtureBlock<WidgetSlotContent>('uk', 'widget-slot')! },
  parameters: { widgets: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-broken-block]')).toBeVisible();
  },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
