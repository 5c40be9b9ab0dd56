import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { Video, type VideoContent } from './video.tsx';

/** `video` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Video',
  component: Video,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

const posterAndControls: Story['play'] = async ({ canvasElement }) => {
  const video = canvasElement.querySelector('video');
  await expect(video).toHaveAttribute('poster');
  await expect(video).toHaveAttribute('controls');
  await expect(video).toHaveAttribute('playsinline');
  await expect(within(canvasElement).getByRole('button').getAttribute('aria-label')?.length).toBeGreaterThan(
    0,
  );
};

export const Default: Story = {
  args: { block: fixtureBlock<VideoContent>('uk', 'video')! },
  play: posterAndControls,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<VideoContent>('ae-ar', 'video')! },
  parameters: { site: 'ae-ar' },
  play: posterAndControls,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<VideoContent>('jp', 'video')! },
  parameters: { site: 'jp' },
  play: posterAndControls,
};
