import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { ImageBanner, type ImageBannerContent } from './image-banner.tsx';

/** `image-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Image banner',
  component: ImageBanner,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof ImageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneLink: Story['play'] = async ({ canvasElement }) => {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links).toHaveLength(1);
  await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
};

export const Default: Story = {
  args: { block: fixtureBlock<ImageBannerContent>('uk', 'image-banner')! },
  play: oneLink,
};

export const ImageBeside: Story = {
  args: { block: { ...fixtureBlock<ImageBannerContent>('uk', 'image-banner')!, layout: 'image-start' } },
  play: oneLink,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<ImageBannerContent>('ae-ar', 'image-banner')! },
  parameters: { site: 'ae-ar' },
  play: oneLink,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<ImageBannerContent>('jp', 'image-banner')! },
  parameters: { site: 'jp' },
  play: oneLink,
};
