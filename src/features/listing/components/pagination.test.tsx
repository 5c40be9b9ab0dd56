import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { stubMatchMedia } from '../../../../tests/helpers/stub-match-media.ts';
import { pageItems } from './page-items.ts';
import { Pagination } from './pagination.tsx';

const labels = (current: number, total: number, siblings?: number) =>
  pageItems(current, total, siblings).map((item) => (item.kind === 'gap' ? '…' : item.page));

function renderPagination(page: number, pages = 12) {
  const onNavigate = vi.fn();
  createTestEnvironment().render(
    <Pagination
      page={page}
      pages={pages}
      hrefFor={(p) => `/uk/en/women?page=${p}`}
      onNavigate={onNavigate}
    />,
  );
  return { onNavigate };
}

describe('pageItems', () => {
  it('lists the first, the last and the current page with its neighbours, with ellipses between', () => {
    expect(labels(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(labels(1, 12)).toEqual([1, 2, '…', 12]);
    expect(labels(12, 12)).toEqual([1, '…', 11, 12]);
    expect(labels(6, 12, 0)).toEqual([1, '…', 6, '…', 12]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(labels(4, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(labels(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in range', () => {
    expect(labels(40, 3)).toEqual([1, 2, 3]);
    expect(labels(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled navigation marking the current page', () => {
    stubMatchMedia(['min-width: 480px']);
    renderPagination(6);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Page 6' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/uk/en/women?page=6');
    expect(screen.getByRole('link', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('lists the neighbours of the current page from the large phone width up', () => {
    stubMatchMedia([]);
    renderPagination(6);
    expect(screen.queryByRole('link', { name: 'Page 5' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Previous',
      '1',
      '6',
      '12',
      'Next',
    ]);
  });

  it('disables Previous on the first page, without a link or a tab stop', async () => {
    renderPagination(1);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/uk/en/women?page=2');
  });

  it('disables Next on the last page', () => {
    renderPagination(12);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/uk/en/women?page=11');
  });

  it('navigates in place on a plain click and leaves modified clicks to the browser', async () => {
    const { onNavigate } = renderPagination(3);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onNavigate).toHaveBeenCalledWith(4);
    await userEvent.click(screen.getByRole('link', { name: 'Page 12' }));
    expect(onNavigate).toHaveBeenLastCalledWith(12);
    const newTab = fireEvent.click(screen.getByRole('link', { name: 'Page 2' }), { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
