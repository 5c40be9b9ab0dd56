import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { ResponsiveImage, type ResponsiveImageContent } from './responsive-image.tsx';

const sizedPicture: StoryObj<typeof ResponsiveImage>['play'] = async ({ canvasElement }) => {
  const img = canvasElement.querySelector('picture img');
  await expect(img).toHaveAttribute('alt');
  await expect(img).toHaveAttribute('loading', 'lazy');
};

/** `responsive-image` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Responsive image',
  component: ResponsiveImage,
  ...blockStoryMeta,
  play: sizedPicture,
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<ResponsiveImageContent>('responsive-image');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
