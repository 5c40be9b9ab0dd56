import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyListing } from './empty-listing.tsx';

/** A stand-in for the page's search box, which the shell owns. */
function SearchBox({ label, value }: { label: string; value: string }) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label style={{ display: 'block', marginBlockEnd: 8, fontSize: 13 }}>
        {label}
        <input
          type="search"
          defaultValue={value}
          style={{
            display: 'block',
            width: '100%',
            minHeight: 44,
            marginBlockStart: 6,
            padding: '0 12px',
            border: '1px solid #8a857e',
            font: 'inherit',
          }}
        />
      </label>
    </form>
  );
}

/** No results: the title, the advice and the page's search box. */
const meta = {
  title: 'Listing/Empty listing',
  component: EmptyListing,
  args: { children: <SearchBox label="Search" value="linnen dres" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
  },
} satisfies Meta<typeof EmptyListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

export const Arabic: Story = {
  args: { children: <SearchBox label="بحث" value="فستان كتان" /> },
  parameters: { site: 'ae-ar' },
};

export const Japanese: Story = {
  args: { children: <SearchBox label="検索" value="リネン" /> },
  parameters: { site: 'jp' },
};
