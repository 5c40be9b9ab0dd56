import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { BannerGrid, type BannerGridContent } from './banner-grid.tsx';

/** `banner-grid` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Banner grid',
  component: BannerGrid,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof BannerGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneLinkPerTile: Story['play'] = async ({ canvasElement, args }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(args.block.tiles.length);
};

export const Default: Story = {
  args: { block: fixtureBlock<BannerGridContent>('uk', 'banner-grid')! },
  play: oneLinkPerTile,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<BannerGridContent>('ae-ar', 'banner-grid')! },
  parameters: { site: 'ae-ar' },
  play: oneLinkPerTile,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<BannerGridContent>('jp', 'banner-grid')! },
  parameters: { site: 'jp' },
  play: oneLinkPerTile,
};
