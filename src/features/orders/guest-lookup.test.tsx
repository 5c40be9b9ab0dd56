import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeOrderService, orderFailure, testOrder } from '../../../tests/helpers/fake-order-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { OrdersStore } from './stores/orders-store.ts';
import { GuestLookup } from './guest-lookup.tsx';

function renderLookup(props: { hash?: string; reference?: string } = {}) {
  const service = new FakeOrderService();
  const store = new OrdersStore(service);
  createTestEnvironment().render(
    <GuestLookup
      store={store}
      hash={props.hash ?? 'link-hash'}
      initialReference={props.reference ?? ''}
      submitLabel="Find my order"
    >
      {(order) => <h2>Found {order.reference}</h2>}
    </GuestLookup>,
  );
  return { service, store };
}

describe('GuestLookup', () => {
  it('labels every field, and sends the reference, the e-mail and the link’s hash', async () => {
    const { service } = renderLookup({ reference: 'UKTEST1' });
    expect(screen.getByLabelText('Order number')).toHaveValue('UKTEST1');
    expect(screen.getByRole('group', { name: 'Find it by' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail address' })).toBeChecked();
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(email, ' ada@example.com {Enter}');
    expect(service.calls).toEqual([
      {
        kind: 'lookUp',
        argument: { orderReference: 'UKTEST1', email: 'ada@example.com', hash: 'link-hash' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Looking for your order…' })).toHaveAttribute('aria-disabled');
    await act(() => service.answer(testOrder()));
    expect(screen.getByRole('heading', { name: 'Found UKTEST1' }).parentElement).toHaveFocus();
  });

  it('finds by phone when the shopper chooses it, all from the keyboard', async () => {
    const { service } = renderLookup();
    await userEvent.tab();
    expect(screen.getByLabelText('Order number')).toHaveFocus();
    await userEvent.keyboard('UK42');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'E-mail address' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Phone number' })).toBeChecked();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.tab();
    expect(phone).toHaveFocus();
    await userEvent.keyboard('020 7946 0321{Enter}');
    expect(service.calls[0]!.argument).toEqual({
      orderReference: 'UK42',
      phone: '020 7946 0321',
      hash: 'link-hash',
    });
  });

  it('names an empty field under it and moves the focus there, sending nothing', async () => {
    const { service } = renderLookup({ reference: 'UK42' });
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please fill in this field.');
    expect(service.calls).toEqual([]);
  });

  it('says only that nothing matched when the lookup is refused', async () => {
    const { service } = renderLookup({ reference: 'UK42' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eve@example.com{Enter}');
    await act(() => service.fail(orderFailure(404, 'ORDER_NOT_FOUND')));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find an order with these details.");
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('asks for the e-mailed link when the page has no hash, without calling the API', async () => {
    const { service } = renderLookup({ hash: '', reference: 'UK42' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('open the link in your order confirmation e-mail');
    expect(service.calls).toEqual([]);
  });
});
