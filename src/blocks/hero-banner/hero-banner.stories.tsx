import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { HeroBanner, type HeroBannerContent } from './hero-banner.tsx';

const rendersTitleAndLinks: StoryObj<typeof HeroBanner>['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  const image = canvasElement.querySelector('img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  for (const link of canvas.queryAllByRole('link'))
    await expect(link.getAttribute('href')).toMatch(/^(\/|https:)/);
  await expect(canvas.queryAllByRole('link')).toHaveLength(args.block.ctas?.length ?? 0);
};

/** `hero-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Hero banner',
  component: HeroBanner,
  ...blockStoryMeta,
  play: rendersTitleAndLinks,
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<HeroBannerContent>('hero-banner');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
