import type { ReactNode } from 'react';

/** What a line of an order shows, whether just placed or looked up later. */
export interface OrderLineView {
  brand: string;
  name: string;
  colorName?: string | undefined;
  sizeName?: string | undefined;
  thumbnailUrl: string;
  /** For the whole quantity, in minor units. */
  total: number;
}

/**
 * One line of an order: its picture, brand, name, options and quantity (`quantity` is worded by the page), anything
 * the page adds under them (`children`), and what the line cost.
 */
export function OrderLineItem(props: {
  line: OrderLineView;
  quantity: string;
  money: (minor: number) => string;
  children?: ReactNode;
}) {
  const { line } = props;
  const options = [line.colorName, line.sizeName].filter(Boolean);
  return (
    <li>
      <img src={line.thumbnailUrl} alt="" width={64} height={85} loading="lazy" />
      <div>
        <p data-brand="">{line.brand}</p>
        <p>{line.name}</p>
        <p data-options="">{[...options, props.quantity].join(' · ')}</p>
        {props.children}
      </div>
      <p data-price="">{props.money(line.total)}</p>
    </li>
  );
}
