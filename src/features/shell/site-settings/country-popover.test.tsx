import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { shellTestFiles } from '../../../../tests/helpers/shell-test-content.ts';
import { LAST_COUNTRY_KEY, otherSiteUrl, shouldSuggestCountry } from './country-choices.ts';
import { ConnectedCountryPopover } from './connected-country-popover.tsx';
import { suggestCountry } from './country-suggestion.ts';

async function setup(path: string) {
  const env = createTestEnvironment({ path, files: shellTestFiles() });
  await env.stores.content.loadShell('uk', 'en', 'en');
  const state = env.stores.content.shell('uk', 'en');
  if (state.status !== 'ready') throw new Error('shell not loaded');
  const assign = vi.fn();
  env.render(<ConnectedCountryPopover shell={state.value} assign={assign} />);
  return { ...env, assign, user: userEvent.setup() };
}

describe('country popover', () => {
  it('asks only when the detected country differs and no choice is stored', () => {
    expect(shouldSuggestCountry({ siteCountry: 'GB', detectedCountry: 'AE', lastChoice: null })).toBe(true);
    expect(shouldSuggestCountry({ siteCountry: 'GB', detectedCountry: 'gb', lastChoice: null })).toBe(false);
    expect(shouldSuggestCountry({ siteCountry: 'GB', detectedCountry: 'AE', lastChoice: 'GB' })).toBe(false);
  });

  it('continues to the suggested site with a full page load and stores the choice', async () => {
    const { stores, services, assign, user } = await setup('/uk/en/women');
    act(() => expect(suggestCountry(stores, 'ae')).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Shopping from United Arab Emirates?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/ae/en/women');
    expect(services.storage.get(LAST_COUNTRY_KEY)).toBe('AE');
    expect(stores.ui.modal).toBeNull();
  });

  it('stays, storing the current country, and is not suggested again', async () => {
    const { stores, services, assign, user } = await setup('/uk/en');
    act(() => void suggestCountry(stores, 'AE'));
    await user.click(screen.getByRole('button', { name: 'Stay on United Kingdom' }));
    expect(assign).not.toHaveBeenCalled();
    expect(services.storage.get(LAST_COUNTRY_KEY)).toBe('GB');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(suggestCountry(stores, 'AE')).toBe(false);
  });
});

describe('otherSiteUrl', () => {
  const tree = { levels: [{ key: 'women', label: 'Women', path: 'women' }] };
  it('keeps category paths only', () => {
    expect(otherSiteUrl('/ae/ar', '/women', tree)).toBe('/ae/ar/women');
    expect(otherSiteUrl('/ae/ar', '/checkout/basket', tree)).toBe('/ae/ar');
    expect(otherSiteUrl('/ae/ar', '/', tree)).toBe('/ae/ar');
    expect(otherSiteUrl('/ae/ar/', '/women', null)).toBe('/ae/ar');
  });
});
