import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixturePage } from '../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../renderer/index.ts';

/** Whole fixture homepages, block after block, as a shopper sees them (no shell): the blocks judged together. */
function Page({ blocks }: { blocks: unknown[] }) {
  return <RenderBlocks blocks={blocks} pointer="/blocks" />;
}

const meta = {
  title: 'Pages/Homepage',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block of the page renders: no placeholder anywhere. */
const noBrokenBlocks: Story['play'] = async ({ canvasElement, args }) => {
  await expect(canvasElement.querySelectorAll('[data-pointer^="/blocks/"]').length).toBeGreaterThanOrEqual(
    args.blocks.length,
  );
  await expect(canvasElement.querySelector('[data-broken-block]')).toBeNull();
};

export const UnitedKingdom: Story = {
  args: { blocks: fixturePage('uk')?.blocks ?? [] },
  play: noBrokenBlocks,
};

export const UaeArabic: Story = {
  args: { blocks: fixturePage('ae-ar')?.blocks ?? [] },
  parameters: { site: 'ae-ar', file: 'ae/data/ar/pages/home.json' },
  play: noBrokenBlocks,
};

export const Japan: Story = {
  args: { blocks: fixturePage('jp')?.blocks ?? [] },
  parameters: { site: 'jp', file: 'jp/data/ja/pages/home.json' },
  play: noBrokenBlocks,
};
