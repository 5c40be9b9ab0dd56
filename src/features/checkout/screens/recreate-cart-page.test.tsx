import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { RecreateCartScreen } from './recreate-cart-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const environment = createTestEnvironment({ path });
  environment.render(
    <Routes>
      <Route path="/uk/en/recreateCart" element={<RecreateCartScreen match context={{} as never} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
  return environment;
}

describe('RecreateCartScreen', () => {
  it('puts the named cart’s lines back in the bag, then opens the bag', async () => {
    const { services } = renderAt('/uk/en/recreateCart?cartPublicId=cart-earlier');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recreating cart');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/uk/en/checkout/basket'));
    expect(services.cartService.calls.filter((call) => call.method === 'recreate')).toEqual([
      { method: 'recreate', args: ['cart-earlier'] },
    ]);
  });

  it('says so when the cart cannot be brought back, with the way to the bag', async () => {
    const { services } = renderAt('/uk/en/recreateCart?cartPublicId=gone');
    services.cartService.answer('recreate', Object.assign(new Error('404'), { kind: 'http', status: 404 }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't bring your items back.");
    expect(screen.getByRole('link', { name: 'Go to your bag' })).toHaveAttribute(
      'href',
      '/uk/en/checkout/basket',
    );
  });
});
