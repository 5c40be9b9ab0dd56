import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FakeIdentityService, fakeAccountServices } from '../../../../tests/helpers/fake-identity.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { AccountEntry } from './account-menu.tsx';
import { accountStatus, accountStore } from '../account-stores.ts';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderEntry(options: { enabled?: boolean; signedIn?: boolean } = {}) {
  const identity = new FakeIdentityService();
  identity.signedIn = options.signedIn ?? false;
  const fakes = fakeAccountServices(identity, { enabled: options.enabled ?? true });
  const env = createTestEnvironment({ path: '/uk/en/women', account: fakes.services });
  env.render(
    <>
      <AccountEntry />
      <Location />
    </>,
  );
  // The icon reads the account's status alone: the account's code is not loaded for it.
  await act(() => env.stores.get(accountStatus).loadSettings());
  return { ...env, identity, log: fakes.log };
}

describe('AccountEntry', () => {
  it('is absent where the shop has no accounts', async () => {
    await renderEntry({ enabled: false });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('links to sign-in when signed out', async () => {
    await renderEntry();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/uk/en/account/sign-in');
  });

  it('opens the account menu when signed in; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    await renderEntry({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Change password', '/uk/en/account'],
      ['Order history', '/uk/en/orders'],
      ['Addresses', '/uk/en/account/addresses'],
      ['Payment methods', '/uk/en/account/payment-methods'],
    ]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows who is signed in without loading the account’s code, and turns to sign-in when the token is refused', async () => {
    const { stores, identity } = await renderEntry({ signedIn: true });
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(stores.get(accountStore).current).toBeUndefined();
    act(() => {
      for (const listener of identity.clearListeners) listener();
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(stores.get(accountStore).current).toBeUndefined();
  });

  it('signs out from the menu and goes to the home page', async () => {
    const user = userEvent.setup();
    const { log } = await renderEntry({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // Home first (a page that needs the customer must not react on the way), then the whole sign-out runs and the
    // icon is a sign-in link again.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/uk\/en$/));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    // The root store's own bag reloads (not the fake's logged one).
    expect(log).toEqual(['identity.signOut', 'session.reset', 'session.create']);
  });
});
