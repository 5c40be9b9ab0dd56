import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FakeIdentityService, fakeAccountServices } from '../../../../tests/helpers/fake-identity.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { ACCOUNT_PAGES, type AccountPage } from '../account-paths.ts';
import { accountRoute } from '../../../app/routes/account.route.tsx';
import type { RouteContext } from '../../../routing/route-types.ts';
import { AccountScreen, safeReturnPath } from './account-pages.tsx';
import { accountStore } from '../account-stores.ts';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

async function renderPage(page: AccountPage, options: { enabled?: boolean; signedIn?: boolean } = {}) {
  const identity = new FakeIdentityService();
  identity.signedIn = options.signedIn ?? false;
  const fakes = fakeAccountServices(identity, { enabled: options.enabled ?? true });
  const rest = Object.entries(ACCOUNT_PAGES).find(([, name]) => name === page)![0];
  const env = createTestEnvironment({ path: `/uk/en${rest}`, account: fakes.services });
  const context = { rest } as RouteContext;
  env.render(
    <>
      <AccountScreen match={{ page }} context={context} />
      <Location />
    </>,
  );
  const account = await act(() => env.stores.get(accountStore).ready());
  await act(() => account.loadSettings());
  return { ...env, log: fakes.log, location: () => screen.getByTestId('location').textContent };
}

describe('the account pages', () => {
  it('has a route for each page, none for other paths', () => {
    for (const rest of Object.keys(ACCOUNT_PAGES))
      expect(accountRoute.resolve({ rest } as RouteContext)?.id).toBe('account');
    expect(accountRoute.resolve({ rest: '/account/other' } as RouteContext)).toBeUndefined();
  });

  it('shows the not-found page where the shop has no accounts', async () => {
    await renderPage('sign-in', { enabled: false });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends a signed-out visit to /account to sign in, to come back after', async () => {
    const { location } = await renderPage('home');
    expect(location()).toBe('/uk/en/account/sign-in?returnTo=%2Faccount');
  });

  it('shows who is signed in, the account menu and the password change', async () => {
    await renderPage('home', { signedIn: true });
    // Name and address isolated, so in Arabic they keep their own direction.
    expect(
      await screen.findByText('Signed in as \u2068Ana Silva\u2069 (\u2068ana@example.com\u2069)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('goes to the account page after signing in', async () => {
    const { location } = await renderPage('sign-in');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.poll(location).toBe('/uk/en/account');
  });

  it('returns only to a path inside the site', () => {
    expect(safeReturnPath('/checkout/basket')).toBe('/checkout/basket');
    expect(safeReturnPath('//evil.example')).toBe('/account');
    expect(safeReturnPath('https://evil.example')).toBe('/account');
    expect(safeReturnPath(null)).toBe('/account');
  });
});
