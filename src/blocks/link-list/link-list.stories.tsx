import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureBlock, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { LinkList, type LinkListContent } from './link-list.tsx';

const allLinks: StoryObj<typeof LinkList>['play'] = async ({ canvasElement, args }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(args.block.links.length);
};

/** `link-list` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Link list',
  component: LinkList,
  ...blockStoryMeta,
  play: allLinks,
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<LinkListContent>('link-list');

export const Default: Story = stories.Default;

export const Stacked: Story = {
  args: { block: { ...fixtureBlock<LinkListContent>('uk', 'link-list')!, layout: 'stacked' } },
};

export const Pills: Story = {
  args: { block: { ...fixtureBlock<LinkListContent>('uk', 'link-list')!, layout: 'pills' } },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
