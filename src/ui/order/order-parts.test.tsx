import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineBrokenText } from './line-broken-text.tsx';
import { OrderLineItem } from './order-line-item.tsx';
import { OrderTotalsRows, type OrderTotalsView } from './order-totals-rows.tsx';

const money = (minor: number) => `£${(minor / 100).toFixed(2)}`;
const labels = { items: 'Items', discount: 'Discount', delivery: 'Delivery', tax: 'Tax', total: 'Total' };
const line = { brand: 'Maison', name: 'Crew-neck jumper', thumbnailUrl: '/jumper.svg', total: 12000 };

/** The totals rows in their list; the names of the rows shown, in order. */
function renderTotals(totals: OrderTotalsView): (string | null)[] {
  render(
    <dl>
      <OrderTotalsRows totals={totals} labels={labels} money={money} />
    </dl>,
  );
  return screen.getAllByRole('term').map((term) => term.textContent);
}

describe('OrderTotalsRows', () => {
  it('leaves out the discount and the tax when there are none, and marks the total', () => {
    const totals = { items: 12000, discount: 0, delivery: 495, tax: 0, total: 12495 };
    expect(renderTotals(totals)).toEqual(['Items', 'Delivery', 'Total']);
    expect(screen.getByText('Total').parentElement).toHaveAttribute('data-total');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('£124.95');
  });

  it('shows the discount as a deduction and the tax when there are some', () => {
    const totals = { items: 12000, discount: 1200, delivery: 495, tax: 800, total: 12095 };
    expect(renderTotals(totals)).toEqual(['Items', 'Discount', 'Delivery', 'Tax', 'Total']);
    expect(screen.getByText('Discount').nextElementSibling).toHaveTextContent('−£12.00');
  });
});

describe('OrderLineItem', () => {
  it('joins the colour, the size and the quantity, with what the page adds under them', () => {
    render(
      <ul>
        <OrderLineItem
          line={{ ...line, colorName: 'Navy', sizeName: 'M' }}
          quantity="Quantity: 2"
          money={money}
        >
          <p>Personalised</p>
        </OrderLineItem>
      </ul>,
    );
    expect(document.querySelector('[data-options]')).toHaveTextContent(/^Navy · M · Quantity: 2$/);
    expect(screen.getByText('Personalised')).toBeInTheDocument();
    expect(document.querySelector('[data-price]')).toHaveTextContent('£120.00');
  });

  it('gives the quantity alone to a line with no options', () => {
    render(
      <ul>
        <OrderLineItem line={line} quantity="Quantity: 1" money={money} />
      </ul>,
    );
    expect(document.querySelector('[data-options]')).toHaveTextContent(/^Quantity: 1$/);
  });
});

describe('LineBrokenText', () => {
  it('puts each line on a line of its own', () => {
    render(<LineBrokenText lines={['Ana Silva', '12 Marylebone Road']} />);
    const paragraph = screen.getByText(/Ana Silva/).closest('p')!;
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph).toHaveTextContent('Ana Silva12 Marylebone Road');
  });
});
