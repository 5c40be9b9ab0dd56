import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination.tsx';

/** The paginator with its page held in state, as the listing store would. */
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <div style={{ padding: 24 }}>
      <Pagination
        {...args}
        page={page}
        onNavigate={(next) => {
          setPage(next);
          args.onNavigate(next);
        }}
      />
    </div>
  );
}

/** Previous, pages with ellipses and Next, as links. */
const meta = {
  title: 'Listing/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 1, pages: 12, hrefFor: (page: number) => `/uk/en/women?page=${page}`, onNavigate: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous is disabled on the first page; Next moves on. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Next' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(2);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/uk/en/women?page=6');
  },
};

/** Next is disabled on the last page. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
  },
};

/** Arrows point the other way right to left. */
export const Arabic: Story = {
  args: { page: 4, hrefFor: (page: number) => `/ae/ar/women?page=${page}` },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible();
  },
};
