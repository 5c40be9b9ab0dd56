import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { WidgetSlot, type WidgetSlotContent } from './widget-slot.tsx';

/** `widget-slot` with its args taken from the content fixtures; Storybook registers stand-in widgets. */
const meta = {
  title: 'Blocks/Widget slot',
  component: WidgetSlot,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof WidgetSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const mounted: Story['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.querySelector('[data-widget]')).not.toBeNull();
  await expect(canvasElement.querySelector('[data-broken-block]')).toBeNull();
};

export const Default: Story = {
  args: { block: fixtureBlock<WidgetSlotContent>('uk', 'widget-slot')! },
  play: mounted,
};

/** No widget registered under that name: preview shows a placeholder (production renders nothing). */
export const MissingWidget: Story = {
  args: { block: fixtureBlock<WidgetSlotContent>('uk', 'widget-slot')! },
  parameters: { widgets: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-broken-block]')).toBeVisible();
  },
};

export const Arabic: Story = {
  args: { block: fixtureBlock<WidgetSlotContent>('ae-ar', 'widget-slot')! },
  parameters: { site: 'ae-ar' },
  play: mounted,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<WidgetSlotContent>('jp', 'widget-slot')! },
  parameters: { site: 'jp' },
  play: mounted,
};
