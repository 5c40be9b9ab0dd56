import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { BannerGrid, type BannerGridContent } from './banner-grid.tsx';

const oneLinkPerTile: StoryObj<typeof BannerGrid>['play'] = async ({ canvasElement, args }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(args.block.tiles.length);
};

/** `banner-grid` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Banner grid',
  component: BannerGrid,
  ...blockStoryMeta,
  play: oneLinkPerTile,
} satisfies Meta<typeof BannerGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<BannerGridContent>('banner-grid');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
