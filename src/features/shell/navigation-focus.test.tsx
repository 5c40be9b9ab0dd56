import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { NavigationFocus } from './navigation-focus.tsx';
import { shellIds } from './shell-constants.ts';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">Next page</Link>
      <Link to={`/${name === 'first' ? 'first' : 'next'}?color=red`}>Same page, red</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <p>{name}</p>
    </>
  );
}

function Shell() {
  return (
    <MemoryRouter initialEntries={['/first']}>
      <main id={shellIds.main} tabIndex={-1}>
        <Routes>
          <Route path="/first" element={<Page name="first" />} />
          <Route path="/next" element={<Page name="next" />} />
        </Routes>
      </main>
      <NavigationFocus />
    </MemoryRouter>
  );
}

describe('NavigationFocus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a page opened by a link at the top, focus on the main content', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Shell />);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByText('next')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus and scroll alone for a query change and for back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Shell />);
    const sameLink = screen.getByRole('link', { name: 'Same page, red' });
    await userEvent.click(sameLink);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(sameLink);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    scrollTo.mockClear();
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    await act(async () => back.click());
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
