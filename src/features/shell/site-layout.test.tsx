import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { shellTestFiles } from '../../../tests/helpers/shell-test-content.ts';
import { HeaderSearchBox, renderShell } from '../../../tests/helpers/shell-test-utils.tsx';
import { preloadShell, SiteLayout } from './site-layout.tsx';

describe('SiteLayout', () => {
  it('renders at once while the shell loads: the site name as logo, the page, a footer, no blank page', async () => {
    // The footer's and the header search box's code, which the app loads with the page's.
    await Promise.all([preloadShell(), HeaderSearchBox.preload()]);
    const env = createTestEnvironment({ path: '/uk/en', files: shellTestFiles() });
    env.render(
      <SiteLayout SearchBox={HeaderSearchBox}>
        <h1>Page</h1>
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('href', '/uk/en');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'footer');
  });

  it('replaces the skeleton with the header content once loaded', async () => {
    await renderShell('/uk/en');
    expect(await screen.findByRole('link', { name: 'Maison' })).toHaveAttribute('href', '/uk/en');
    expect(screen.getByRole('link', { name: 'Free delivery over £50' })).toHaveAttribute(
      'href',
      '/uk/en/delivery',
    );
    // The search form (a field from 1025px, a panel below) and the phone button that shows it.
    expect(screen.getByRole('search', { name: 'Site search' })).toHaveAttribute('action', '/uk/en/search');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    // The account icon shows once the shop's accounts setting is read.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/uk/en/account/sign-in',
    );
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/uk/en/my-favorites');
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveAttribute('href', '/uk/en/checkout/basket');
    expect(screen.getByRole('button', { name: 'Site settings: GB | EN' })).toBeInTheDocument();
  });

  it('names the bag with its count, one item or several', async () => {
    await Promise.all([preloadShell(), HeaderSearchBox.preload()]);
    const env = createTestEnvironment({ path: '/uk/en', files: shellTestFiles() });
    const { rerender } = env.render(
      <SiteLayout SearchBox={HeaderSearchBox} bagCount={1}>
        <h1>Page</h1>
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();
    rerender(
      env.wrap(
        <SiteLayout SearchBox={HeaderSearchBox} bagCount={3}>
          <h1>Page</h1>
        </SiteLayout>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Bag, 3 items' })).toBeInTheDocument();
  });

  it('still shows the site name and the menu when header.json fails', async () => {
    const files = shellTestFiles();
    files['uk/data/header.json'] = { logo: 'not an object' };
    await renderShell('/uk/en', { files });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'United Kingdom' })).toBeInTheDocument();
  });

  it('has skip links whose targets exist and take focus', async () => {
    await renderShell('/uk/en');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const skips = [
      ['Skip to main content', 'main-content'],
      ['Skip to navigation', 'main-navigation'],
      ['Skip to footer', 'footer'],
    ] as const;
    for (const [name, id] of skips) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to footer' }));
    expect(screen.getByRole('contentinfo')).toHaveFocus();
  });

  it('shows the back-to-top button after one viewport height and scrolls up to the main content', async () => {
    await renderShell('/uk/en');
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button).toHaveAttribute('data-visible', 'false');
    const scrolls: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolls.push(options)) as typeof window.scrollTo;
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight - 10 });
      fireEvent.scroll(window);
    });
    expect(button).toHaveAttribute('data-visible', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight + 10 });
      fireEvent.scroll(window);
    });
    expect(button).toHaveAttribute('data-visible', 'true');
    fireEvent.click(button);
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      fireEvent.scroll(window);
    });
  });
});
