import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { Video, type VideoContent } from './video.tsx';

const posterAndControls: StoryObj<typeof Video>['play'] = async ({ canvasElement }) => {
  const video = canvasElement.querySelector('video');
  await expect(video).toHaveAttribute('poster');
  await expect(video).toHaveAttribute('controls');
  await expect(video).toHaveAttribute('playsinline');
  await expect(within(canvasElement).getByRole('button').getAttribute('aria-label')?.length).toBeGreaterThan(
    0,
  );
};

/** `video` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Video',
  component: Video,
  ...blockStoryMeta,
  play: posterAndControls,
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<VideoContent>('video');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
