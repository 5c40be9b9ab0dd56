import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { shellIds } from '../shell-constants.ts';
import { HeaderSearchBox, renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';
import { Header } from './header.tsx';

describe('Header search', () => {
  it('is a plain search form on the server once the header chunk is preloaded, with the phone panel button', async () => {
    await HeaderSearchBox.preload();
    const env = createTestEnvironment({ path: '/uk/en' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      env.wrap(<Header shell={null} loading={false} SearchBox={HeaderSearchBox} />),
    );
    const form = container.querySelector('form[role="search"]')!;
    expect(form).toHaveAttribute('action', '/uk/en/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[name="query"]')).toHaveAttribute('maxlength', '50');
    expect(container.querySelector(`#${shellIds.searchButton}`)).toHaveAttribute(
      'aria-controls',
      shellIds.searchPanel,
    );
  });

  it('opens the search panel from the phone button with the field focused; Escape closes it again', async () => {
    await renderShell('/uk/en');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Search' });
    const panel = document.getElementById(shellIds.searchPanel)!;
    expect(button).toHaveAttribute('aria-controls', shellIds.searchPanel);
    expect(panel).toHaveAttribute('data-open', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    const input = screen.getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    // The combobox code, loaded by that focus, takes over the field.
    await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
    await user.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('searches from the header and closes the panel', async () => {
    const { location } = await renderShell('/uk/en/women');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'linen shirt{Enter}');
    await waitFor(() => expect(location()).toBe('/uk/en/search?query=linen+shirt'));
    expect(document.getElementById(shellIds.searchPanel)).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });
});
