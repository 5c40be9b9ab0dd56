import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { EmptyListing } from './empty-listing.tsx';
import { ListingHeader } from './listing-header.tsx';

describe('ListingHeader', () => {
  it('shows the title and the result count, singular and plural', () => {
    const env = createTestEnvironment();
    const { rerender } = env.render(<ListingHeader title="Dresses" count={132} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dresses' })).toBeInTheDocument();
    expect(screen.getByText('132 products')).toBeInTheDocument();
    rerender(env.wrap(<ListingHeader title="Dresses" count={1} />));
    expect(screen.getByText('1 product')).toBeInTheDocument();
    rerender(env.wrap(<ListingHeader title="Dresses" />));
    expect(screen.queryByText(/product/)).toBeNull();
  });

  it('has a Filter button with the number chosen only when the page can open the drawer', async () => {
    const onOpenFilters = vi.fn();
    const env = createTestEnvironment();
    const { rerender } = env.render(
      <ListingHeader
        title="Dresses"
        count={3}
        sort={<span>sort</span>}
        onOpenFilters={onOpenFilters}
        selectedFilterCount={2}
      />,
    );
    const button = screen.getByRole('button', { name: 'Filter 2 selected' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
    expect(screen.getByText('sort')).toBeInTheDocument();
    rerender(env.wrap(<ListingHeader title="Dresses" count={3} sort={<span>sort</span>} />));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmptyListing', () => {
  it('shows the no-results title and advice, then what the page puts under them', () => {
    createTestEnvironment().render(
      <EmptyListing>
        <input aria-label="Search" />
      </EmptyListing>,
    );
    const region = screen.getByRole('region', { name: 'No results found' });
    expect(region).toHaveTextContent('Check the spelling or try a more general word.');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
