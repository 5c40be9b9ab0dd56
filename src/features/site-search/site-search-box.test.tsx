import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ukConfig from '../../../content-fixtures/uk/config.json' with { type: 'json' };
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { englishIndex } from '../../../tests/helpers/site-search-fixtures.ts';
import { SEARCH_MAX_LENGTH } from '../listing/rules/index.ts';
import { SUGGESTIONS_FAILED } from './stores/site-search-store.ts';
import { SiteSearchBox } from './site-search-box.tsx';
import { type SiteSearchBoxProps } from './site-search-types.ts';

/** Shows the router's location, so tests see where a search went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderBox(props: SiteSearchBoxProps = {}, options: { path?: string } = {}) {
  const env = createTestEnvironment({
    path: options.path ?? '/uk/en/women',
    files: { 'uk/config.json': ukConfig },
  });
  env.render(
    <>
      <SiteSearchBox {...props} />
      <LocationProbe />
    </>,
  );
  return {
    ...env,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Search' }),
    location: () => screen.getByTestId('location').textContent,
  };
}

describe('SiteSearchBox', () => {
  it('renders on the server as a plain GET form to the search page, with a labelled query field of 50 characters', () => {
    const env = createTestEnvironment({ path: '/ae/ar' });
    const html = renderToString(
      env.wrap(<SiteSearchBox variant="header" inputId="q" initialQuery="فستان" />),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('role', 'search');
    expect(form).toHaveAttribute('action', '/ae/ar/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('name', 'query');
    expect(input).toHaveAttribute('value', 'فستان');
    expect(input).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The list and its code come with the box's first use.
    expect(input).not.toHaveAttribute('aria-controls');
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    expect(container.querySelector('label[for="q"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('shows popular searches on focus; arrow keys highlight one and Enter searches for it, then the box resets', async () => {
    const { services, user, input, location } = renderBox();
    services.searchService.suggestionList = englishIndex.popular;
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(within(listbox).getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(englishIndex.popular);
    expect(services.searchService.suggestionCalls).toEqual([
      { indexName: 'uk_products_query_suggestions', query: '', hitsPerPage: 5 },
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(
      '5 suggestions available.',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/uk/en/search?query=linen+dress'));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for query and product suggestions once the query reaches the site’s threshold', async () => {
    const { services, stores, user, input, location } = renderBox();
    await stores.content.loadShell('uk', 'en', 'en'); // config.json: suggestionsThreshold 2
    services.searchService.suggestionsFor = (query) => (query ? englishIndex.suggestions : []);
    services.searchService.productList = englishIndex.products;
    await user.click(input);
    await user.type(input, 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Only the popular searches and, as they came back empty, the single most popular one: 'd' is below threshold.
    expect(services.searchService.suggestionCalls.map((call) => [call.query, call.hitsPerPage])).toEqual([
      ['', 5],
      ['', 1],
    ]);

    await user.type(input, 'r');
    const queries = await screen.findByRole('group', { name: 'Suggestions' });
    expect(services.searchService.suggestionCalls.at(-1)).toEqual({
      indexName: 'uk_products_query_suggestions',
      query: 'dr',
      hitsPerPage: 5,
    });
    // Markup stripped, operator characters replaced.
    expect(
      within(queries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['dresses', 'linen dress', 'midi dress', 'shirt dress']);
    const products = within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(products).toHaveLength(3);
    expect(products[1]).toHaveTextContent('Atelier Ro');
    expect(products[1]).toHaveTextContent('Silk slip dress');
    expect(products[1]).toHaveTextContent('Now £224.00');
    expect(products[1]).toHaveTextContent('Was £320.00');
    expect(products[1]!.querySelector('img')).toHaveAttribute('src', '/content/media/cat-dresses.svg');

    await user.click(products[0]!);
    await waitFor(() => expect(location()).toBe('/uk/en/product/mn100231/MN100231?color=black'));
    expect(input).toHaveValue('');
  });

  it('clears the field with its clear button and shows the popular searches again', async () => {
    const { services, user, input } = renderBox();
    services.searchService.suggestionList = englishIndex.popular;
    await user.type(input, 'linen');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('on the search page, searches in place: the same navigation, with the default sort', async () => {
    const { user, input, location } = renderBox({}, { path: '/uk/en/search?query=coat&sortBy=newest' });
    await user.type(input, 'wool coat{Enter}');
    await waitFor(() => expect(location()).toBe('/uk/en/search?query=wool+coat'));
  });

  it('searches for a query submitted before the suggestion code arrived, once it has', async () => {
    const { input, location } = renderBox();
    // No focus and no input event: the form is submitted straight away (a fast Enter, an autofilled field).
    input.setAttribute('value', 'cashmere');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location()).toBe('/uk/en/search?query=cashmere'));
  });

  it('does nothing on an empty or blank submit', async () => {
    const { services, user, input, location } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    await user.type(input, '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/uk/en/women');
    expect(services.searchService.queries).toEqual([]);
  });

  it('reports a failed suggestion fetch and still searches', async () => {
    const { services, user, input, location } = renderBox();
    services.searchService.suggestionAnswers.push(new Error('no such index'));
    await user.click(input);
    await waitFor(() =>
      expect(services.reporter.reports).toContainEqual(
        expect.objectContaining({ message: SUGGESTIONS_FAILED }),
      ),
    );
    await user.type(input, 'wool coat{Enter}');
    await waitFor(() => expect(location()).toBe('/uk/en/search?query=wool+coat'));
  });

  it('Escape closes the list, then empties the box, then tells the page it is done', async () => {
    const onDone = vi.fn();
    const { services, user, input } = renderBox({ onDone });
    services.searchService.suggestionList = englishIndex.popular;
    await user.click(input);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'co');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('co');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledWith('escape');
  });
});
