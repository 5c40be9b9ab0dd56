import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { Video, type VideoContent } from './video.tsx';

/** The poster alone until play is pressed; then the player, with its poster and controls, replaces it. */
const posterThenPlayer: StoryObj<typeof Video>['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvasElement.querySelector('video')).toBeNull();
  await expect(canvasElement.querySelector('img')).toHaveAttribute('src');
  const button = canvas.getByRole('button');
  await expect(button.getAttribute('aria-label')?.length).toBeGreaterThan(0);
  await userEvent.click(button);
  const video = canvasElement.querySelector('video');
  await expect(video).toHaveAttribute('poster');
  await expect(video).toHaveAttribute('controls');
  await expect(video).toHaveAttribute('playsinline');
  await expect(canvas.getByRole('button')).toHaveFocus();
};

/** `video` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Video',
  component: Video,
  ...blockStoryMeta,
  play: posterThenPlayer,
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<VideoContent>('video');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
