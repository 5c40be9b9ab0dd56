import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { TextBanner, type TextBannerContent } from './text-banner.tsx';

/** `text-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Text banner',
  component: TextBanner,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof TextBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsText: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText((_, node) => node?.tagName === 'P')).toBeVisible();
};

export const Default: Story = {
  args: { block: fixtureBlock<TextBannerContent>('uk', 'text-banner')! },
  play: showsText,
};

export const Large: Story = {
  args: { block: { ...fixtureBlock<TextBannerContent>('uk', 'text-banner')!, size: 'large' } },
  play: showsText,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<TextBannerContent>('ae-ar', 'text-banner')! },
  parameters: { site: 'ae-ar' },
  play: showsText,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<TextBannerContent>('jp', 'text-banner')! },
  parameters: { site: 'jp' },
  play: showsText,
};
