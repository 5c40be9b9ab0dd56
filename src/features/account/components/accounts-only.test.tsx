import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccountServices } from '../../../../tests/helpers/fake-identity.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { AccountsOnly } from './accounts-only.tsx';
import { accountStore } from '../account-stores.ts';

async function renderGuarded(enabled: boolean) {
  const env = createTestEnvironment({
    path: '/uk/en/account/addresses',
    account: fakeAccountServices(undefined, { enabled }).services,
  });
  env.render(
    <AccountsOnly path="/account/addresses">
      <h1>Your addresses</h1>
    </AccountsOnly>,
  );
  const account = await act(() => env.stores.get(accountStore).ready());
  await act(() => account.loadSettings());
}

describe('a page of a customer’s own records', () => {
  it('is the not-found page where the shop has no accounts', async () => {
    await renderGuarded(false);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('is itself where the shop has accounts', async () => {
    await renderGuarded(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your addresses');
  });
});
