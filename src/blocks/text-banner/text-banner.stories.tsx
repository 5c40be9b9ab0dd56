import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockStoryMeta, fixtureBlock, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { TextBanner, type TextBannerContent } from './text-banner.tsx';

const showsText: StoryObj<typeof TextBanner>['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText((_, node) => node?.tagName === 'P')).toBeVisible();
};

/** `text-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Text banner',
  component: TextBanner,
  ...blockStoryMeta,
  play: showsText,
} satisfies Meta<typeof TextBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<TextBannerContent>('text-banner');

export const Default: Story = stories.Default;

export const Large: Story = {
  args: { block: { ...fixtureBlock<TextBannerContent>('uk', 'text-banner')!, size: 'large' } },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
