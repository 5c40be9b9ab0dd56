import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockStoryMeta,
  fixturePage,
  fixtureStories,
  walkBlocks,
  type StorySite,
} from '../../../.storybook/fixture-blocks.ts';
import { WidgetSlot, type WidgetSlotContent } from '../../blocks/widget-slot/widget-slot.tsx';
import { trayWidgets, withTrayCatalogue } from '../../../tests/helpers/tray-story-environment.tsx';

/** The homepage's recently viewed slot. */
function recentlyViewedBlock(site: StorySite): WidgetSlotContent {
  const blocks = walkBlocks(fixturePage(site)?.blocks) as unknown as WidgetSlotContent[];
  const block = blocks.find((candidate) => candidate.widget === 'recently-viewed');
  if (!block) throw new Error(`No recently-viewed slot on the ${site} homepage`);
  return block;
}

/** Viewed oldest first: the tray shows the newest first. */
const VIEWED = ['MN100231', 'KS800063', 'HF300872'];

/**
 * `recently-viewed`: the shopper's latest viewed products on the site, newest first, fetched by product id. Not
 * there at all until something was viewed (nor on the server, which cannot know).
 */
const meta = {
  title: 'Trays/Recently viewed',
  component: WidgetSlot,
  ...blockStoryMeta,
  decorators: [withTrayCatalogue],
  parameters: { widgets: trayWidgets, trays: { viewed: VIEWED } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article', undefined, { timeout: 10000 });
    // HF300872 (viewed last) is the fixtures' third product, MN100231 (viewed first) their first.
    await expect(cards).toHaveLength(3);
    await expect(cards[0]!.querySelector('img')?.getAttribute('src')).toContain('cat-knitwear');
  },
} satisfies Meta<typeof WidgetSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<WidgetSlotContent>('widget-slot', recentlyViewedBlock);

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;

/** A first visit: nothing viewed, nothing shown. */
export const NothingViewed: Story = {
  args: { block: recentlyViewedBlock('uk') },
  parameters: { trays: { viewed: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-widget="recently-viewed"]')).toBeEmptyDOMElement();
  },
};
