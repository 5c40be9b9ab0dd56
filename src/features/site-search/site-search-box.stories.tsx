import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FakeSearchService } from '../../../tests/helpers/fake-services.ts';
import { useStoryServices } from '../../../tests/helpers/story-services.tsx';
import {
  arabicIndex,
  englishIndex,
  japaneseIndex,
  type SearchIndexFixture,
} from '../../../tests/helpers/site-search-fixtures.ts';
import { SiteSearchBox } from './site-search-box.tsx';

/** The story's search index: the fake search service answers from it. */
function WithIndex({ index, children }: { index: SearchIndexFixture; children: ReactNode }) {
  const services = useStoryServices();
  useEffect(() => {
    void services.discovery().then(({ search }) => {
      if (!(search instanceof FakeSearchService)) return;
      search.suggestionsFor = (query) => (query ? index.suggestions : index.popular);
      search.productList = index.products;
    });
  }, [services, index]);
  return children;
}

/** Room under the box for its list, as on the search page. */
const page: Decorator = (Story) => (
  <div style={{ maxWidth: 560, minHeight: 620, padding: 24 }}>
    <Story />
  </div>
);

/** Focus the box, check the popular searches, type `query` and wait for query and product suggestions. */
async function typeAndSuggest(canvasElement: HTMLElement, label: string, query: string, groups: string[]) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('combobox', { name: label });
  await userEvent.click(input);
  const listbox = await canvas.findByRole('listbox', {}, { timeout: 3000 });
  await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  await userEvent.type(input, query);
  for (const name of groups) await canvas.findByRole('group', { name }, { timeout: 3000 });
  await userEvent.keyboard('{ArrowDown}');
  const first = within(canvas.getByRole('listbox')).getAllByRole('option')[0]!;
  await expect(input).toHaveAttribute('aria-activedescendant', first.id);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return { canvas, input };
}

/**
 * The site search box: a plain search form until first used, then a combobox with popular searches, query
 * suggestions and product suggestions (the header shows the compact variant).
 */
const meta = {
  title: 'Site search/Search box',
  component: SiteSearchBox,
  decorators: [page],
  args: { variant: 'page', onDone: fn() },
  render: (args, { parameters }) => (
    <WithIndex index={(parameters.searchIndex as SearchIndexFixture | undefined) ?? englishIndex}>
      <SiteSearchBox {...args} />
    </WithIndex>
  ),
} satisfies Meta<typeof SiteSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Popular searches on focus; typing shows suggestions (markup stripped) and products with picture and price. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await typeAndSuggest(canvasElement, 'Search', 'dre', ['Suggestions', 'Products']);
    const queries = within(canvas.getByRole('group', { name: 'Suggestions' })).getAllByRole('option');
    await expect(queries.map((option) => option.textContent)).toEqual([
      'dresses',
      'linen dress',
      'midi dress',
      'shirt dress',
    ]);
    const products = within(canvas.getByRole('group', { name: 'Products' })).getAllByRole('option');
    await expect(products[1]).toHaveTextContent('£224.00');
  },
};

/** The header's compact field: the list is wider than the field from 1025px. */
export const InHeader: Story = {
  args: { variant: 'header' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <div style={{ width: 240 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Site search' })).toHaveAttribute(
      'action',
      '/uk/en/search',
    );
    await typeAndSuggest(canvasElement, 'Search', 'dre', ['Products']);
  },
};

/** Right to left: the submit button, the list's highlight bar and the text sit at the mirrored sides. */
export const Arabic: Story = {
  parameters: { site: 'ae-ar', searchIndex: arabicIndex },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeAndSuggest(canvasElement, 'بحث', 'فست', ['اقتراحات', 'المنتجات']);
    await expect(canvas.getByRole('search', { name: 'ابحث مرة أخرى' })).toHaveAttribute(
      'action',
      '/ae/ar/search',
    );
  },
};

export const Japanese: Story = {
  parameters: { site: 'jp', searchIndex: japaneseIndex },
  play: async ({ canvasElement }) => {
    await typeAndSuggest(canvasElement, '検索', 'ワンピ', ['キーワード候補', 'アイテム']);
  },
};
