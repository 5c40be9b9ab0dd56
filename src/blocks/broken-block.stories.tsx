import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../renderer/index.ts';

/**
 * A page with an unknown block and an invalid block between two valid ones: in preview both show a placeholder
 * naming the file and pointer, and the valid blocks still render (STYLE.md "one content block, registered once" 6).
 */
function Page({ blocks }: { blocks: unknown[] }) {
  return <RenderBlocks blocks={blocks} pointer="/blocks" />;
}

const meta = {
  title: 'Blocks/Broken block',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAndInvalid: Story = {
  args: {
    blocks: [
      fixtureBlock('uk', 'text-banner'),
      { type: 'mystery-block', id: 'from-the-future' },
      { type: 'image-banner', href: 'not-a-link' },
      fixtureBlock('uk', 'rich-text'),
    ],
  },
  play: async ({ canvasElement }) => {
    const placeholders = [...canvasElement.querySelectorAll('[data-broken-block]')];
    await expect(placeholders.map((p) => p.getAttribute('data-broken-block'))).toEqual([
      '/blocks/1',
      '/blocks/2',
    ]);
    for (const placeholder of placeholders) await expect(placeholder).toBeVisible();
    await expect(within(placeholders[0] as HTMLElement).getByText(/mystery-block/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-pointer="/blocks/0"]')?.textContent).not.toBe('');
    await expect(canvasElement.querySelector('[data-pointer="/blocks/3"]')?.textContent).not.toBe('');
  },
};
