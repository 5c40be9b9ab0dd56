import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockStoryMeta, fixtureBlock, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { RichText, type RichTextContent } from './rich-text.tsx';

const sanitised: StoryObj<typeof RichText>['play'] = async ({ canvasElement }) => {
  await expect(
    canvasElement.querySelector('script, [onerror], [onclick], a[href^="javascript:"]'),
  ).toBeNull();
  await expect(canvasElement.textContent?.trim().length).toBeGreaterThan(0);
};

/** `rich-text` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
  ...blockStoryMeta,
  play: sanitised,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<RichTextContent>('rich-text');

export const Default: Story = stories.Default;

/** Hostile HTML in content never reaches the page. */
export const Sanitised: Story = {
  args: {
    block: {
      ...fixtureBlock<RichTextContent>('uk', 'rich-text')!,
      html: '<p>Safe <a href="javascript:alert(1)">link</a><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
    },
  },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
