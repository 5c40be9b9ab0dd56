import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { LinkList, type LinkListContent } from './link-list.tsx';

/** `link-list` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Link list',
  component: LinkList,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const allLinks: Story['play'] = async ({ canvasElement, args }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(args.block.links.length);
};

export const Default: Story = {
  args: { block: fixtureBlock<LinkListContent>('uk', 'link-list')! },
  play: allLinks,
};

export const Stacked: Story = {
  args: { block: { ...fixtureBlock<LinkListContent>('uk', 'link-list')!, layout: 'stacked' } },
  play: allLinks,
};

export const Pills: Story = {
  args: { block: { ...fixtureBlock<LinkListContent>('uk', 'link-list')!, layout: 'pills' } },
  play: allLinks,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<LinkListContent>('ae-ar', 'link-list')! },
  parameters: { site: 'ae-ar' },
  play: allLinks,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<LinkListContent>('jp', 'link-list')! },
  parameters: { site: 'jp' },
  play: allLinks,
};
