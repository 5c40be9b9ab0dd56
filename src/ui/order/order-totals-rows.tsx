/** An order's amounts, in minor units. */
export interface OrderTotalsView {
  items: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
}

/** How the page names each amount (the discount may name the voucher). */
export interface OrderTotalsLabels {
  items: string;
  discount: string;
  delivery: string;
  tax: string;
  total: string;
}

/**
 * The rows of an order's totals, for the page's own `dl`: items, the discount and the tax only when there are any,
 * delivery, and the total marked `data-total`.
 */
export function OrderTotalsRows(props: {
  totals: OrderTotalsView;
  labels: OrderTotalsLabels;
  money: (minor: number) => string;
}) {
  const { totals, labels, money } = props;
  return (
    <>
      <div>
        <dt>{labels.items}</dt>
        <dd>{money(totals.items)}</dd>
      </div>
      {totals.discount > 0 && (
        <div>
          <dt>{labels.discount}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{labels.delivery}</dt>
        <dd>{money(totals.delivery)}</dd>
      </div>
      {totals.tax > 0 && (
        <div>
          <dt>{labels.tax}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      )}
      <div data-total="">
        <dt>{labels.total}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </>
  );
}
