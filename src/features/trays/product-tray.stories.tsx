import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  blockStoryMeta,
  fixturePage,
  walkBlocks,
  type StorySite,
} from '../../../.storybook/fixture-blocks.ts';
import { WidgetSlot, type WidgetSlotContent } from '../../blocks/widget-slot/widget-slot.tsx';
import {
  trayWidgets,
  withTrayCatalogue,
  type TrayStoryParameters,
} from '../../../tests/helpers/tray-story-environment.tsx';

/** A `widget-slot` of a fixture page (the homepage's first product tray unless told). */
function trayBlock(site: StorySite, id?: string, page = 'home'): WidgetSlotContent {
  const blocks = walkBlocks(fixturePage(site, page)?.blocks) as unknown as WidgetSlotContent[];
  const block = blocks.find(
    (candidate) =>
      candidate.type === 'widget-slot' && (id ? candidate.id === id : candidate.widget === 'product-tray'),
  );
  if (!block) throw new Error(`No product tray ${id ?? ''} on ${site} ${page}`);
  return block;
}

/** The homepage's tray with another source of products. */
const withSource = (source: NonNullable<WidgetSlotContent['settings']>['source']): WidgetSlotContent => {
  const { title: _title, ...block } = trayBlock('uk');
  return { ...block, settings: { hitsPerPage: 8, source } };
};

const trays = (parameters: TrayStoryParameters) => ({ trays: parameters });

/** The tray shows its cards once near the viewport, and the next button pages the row. */
const showsCards = (count: number): StoryObj<typeof WidgetSlot>['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article', undefined, { timeout: 10000 });
    await expect(cards).toHaveLength(count);
    const region = canvas.getByRole('region');
    await expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(count);
  };

const pages: StoryObj<typeof WidgetSlot>['play'] = async (context) => {
  await showsCards(8)!(context);
  const canvas = within(context.canvasElement);
  const previous = canvas.getByRole('button', { name: /^(Previous products|المنتجات السابقة|前の商品)$/ });
  const next = canvas.getByRole('button', { name: /^(Next products|المنتجات التالية|次の商品)$/ });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
  await userEvent.click(next);
  await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
};

/**
 * `product-tray`: a row of product cards from a search of the content's filters (relaxed once when too few are
 * found) or from `settings.source`. The content is the fixtures'; the search answers from the listing fixtures.
 */
const meta = {
  title: 'Trays/Product tray',
  component: WidgetSlot,
  ...blockStoryMeta,
  decorators: [withTrayCatalogue],
  parameters: { widgets: trayWidgets },
  play: pages,
} satisfies Meta<typeof WidgetSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The homepage's New in tray; previous/next page the row. */
export const Default: Story = { args: { block: trayBlock('uk') } };

/** Right to left: the row starts at the right and the buttons are mirrored. */
export const Arabic: Story = { args: { block: trayBlock('ae-ar') }, parameters: { site: 'ae-ar' } };

export const Japanese: Story = { args: { block: trayBlock('jp') }, parameters: { site: 'jp' } };

/** Two products for 'new in AND women': the tray searches again without the category and adds six. */
export const RelaxedFilters: Story = {
  args: { block: trayBlock('uk', 'new-in-tray-women', 'new-in') },
  parameters: trays({ answer: 'few' }),
  play: showsCards(8),
};

/** Nothing found even after relaxing: said in the tray's reserved place. */
export const NothingFound: Story = {
  args: { block: trayBlock('uk') },
  parameters: trays({ answer: 'none' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products to show here yet.')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { block: trayBlock('uk') },
  parameters: trays({ answer: 'error' }),
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Products are not available right now.');
    await expect(message).toBeVisible();
  },
};

/** `source: trending-items`, under the default title. */
export const Trending: Story = {
  args: { block: withSource('trending-items') },
  play: async (context) => {
    await showsCards(8)!(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Trending now',
    );
  },
};

/** `source: bought-together`, from the product the shopper viewed last. */
export const BoughtTogether: Story = {
  args: { block: withSource('bought-together') },
  parameters: trays({ viewed: ['AV200114'] }),
  play: showsCards(7),
};

/** `source: cart`: products related to what is in the bag, without the bag's own. */
export const FromTheBag: Story = {
  args: { block: withSource('cart') },
  parameters: trays({ bag: ['MN100231'] }),
  play: showsCards(7),
};
