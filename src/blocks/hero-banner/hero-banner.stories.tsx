import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { HeroBanner, type HeroBannerContent } from './hero-banner.tsx';

/** `hero-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Hero banner',
  component: HeroBanner,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const rendersTitleAndLinks: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  const image = canvasElement.querySelector('img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  for (const link of canvas.queryAllByRole('link'))
    await expect(link.getAttribute('href')).toMatch(/^(\/|https:)/);
  await expect(canvas.queryAllByRole('link')).toHaveLength(args.block.ctas?.length ?? 0);
};

export const Default: Story = {
  args: { block: fixtureBlock<HeroBannerContent>('uk', 'hero-banner')! },
  play: rendersTitleAndLinks,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<HeroBannerContent>('ae-ar', 'hero-banner')! },
  parameters: { site: 'ae-ar' },
  play: rendersTitleAndLinks,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<HeroBannerContent>('jp', 'hero-banner')! },
  parameters: { site: 'jp' },
  play: rendersTitleAndLinks,
};
