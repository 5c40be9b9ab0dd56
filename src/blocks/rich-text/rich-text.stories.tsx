import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { RichText, type RichTextContent } from './rich-text.tsx';

/** `rich-text` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

const sanitised: Story['play'] = async ({ canvasElement }) => {
  await expect(
    canvasElement.querySelector('script, [onerror], [onclick], a[href^="javascript:"]'),
  ).toBeNull();
  await expect(canvasElement.textContent?.trim().length).toBeGreaterThan(0);
};

export const Default: Story = {
  args: { block: fixtureBlock<RichTextContent>('uk', 'rich-text')! },
  play: sanitised,
};

/** Hostile HTML in content never reaches the page. */
export const Sanitised: Story = {
  args: {
    block: {
      ...fixtureBlock<RichTextContent>('uk', 'rich-text')!,
      html: '<p>Safe <a href="javascript:alert(1)">link</a><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
    },
  },
  play: sanitised,
};

export const Arabic: Story = {
  args: { block: fixtureBlock<RichTextContent>('ae-ar', 'rich-text')! },
  parameters: { site: 'ae-ar' },
  play: sanitised,
};

export const Japanese: Story = {
  args: { block: fixtureBlock<RichTextContent>('jp', 'rich-text')! },
  parameters: { site: 'jp' },
  play: sanitised,
};
