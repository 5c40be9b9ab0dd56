import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureBlock, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { ImageBanner, type ImageBannerContent } from './image-banner.tsx';

const oneLink: StoryObj<typeof ImageBanner>['play'] = async ({ canvasElement }) => {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links).toHaveLength(1);
  await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
};

/** `image-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Image banner',
  component: ImageBanner,
  ...blockStoryMeta,
  play: oneLink,
} satisfies Meta<typeof ImageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<ImageBannerContent>('image-banner');

export const Default: Story = stories.Default;

export const ImageBeside: Story = {
  args: { block: { ...fixtureBlock<ImageBannerContent>('uk', 'image-banner')!, layout: 'image-start' } },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
