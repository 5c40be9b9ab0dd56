import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { ResponsiveImage, type ResponsiveImageContent } from './responsive-image.tsx';

/** `responsive-image` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Responsive image',
  component: ResponsiveImage,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizedPicture: Story['play'] = async ({ canvasElement }) => {
  const img = canvasElement.querySelector('picture img');
  await expect(img).toHaveAttribute('alt');
  await expect(img).toHaveAttribute('loading', 'lazy');
};

export const Default: Story = {
  args: { block: fixtureBlock<ResponsiveImageContent>('uk', 'responsive-image')! },
  play: sizedPicture,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<ResponsiveImageContent>('ae-ar', 'responsive-image')! },
  parameters: { site: 'ae-ar' },
  play: sizedPicture,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<ResponsiveImageContent>('jp', 'responsive-image')! },
  parameters: { site: 'jp' },
  play: sizedPicture,
};
