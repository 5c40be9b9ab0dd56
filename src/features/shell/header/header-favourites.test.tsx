import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ukConfig from '../../../../content-fixtures/uk/config.json';
import { shellTestFiles } from '../../../../tests/helpers/shell-test-content.ts';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';

/** The shell on a site whose config turns favourites on or off. */
function renderWithFavourites(favourites: boolean) {
  const files = shellTestFiles();
  files['uk/config.json'] = { ...ukConfig, features: { ...ukConfig.features, favourites } };
  return renderShell('/uk/en', { files });
}

describe('the header’s favourites link', () => {
  it('is there where the site keeps favourites', async () => {
    await renderWithFavourites(true);
    await screen.findByRole('link', { name: 'Maison' });
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/uk/en/my-favorites');
  });

  it('is not there where the site turns favourites off', async () => {
    await renderWithFavourites(false);
    await screen.findByRole('link', { name: 'Maison' });
    expect(screen.getByRole('link', { name: 'Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favourites' })).toBeNull();
  });
});
