/** What a card shows of a product's price. */
export interface CardPrice {
  /** The price to pay, minor units. */
  current: number;
  /** The struck-through list price when on sale, minor units. */
  was?: number;
  /** Discount percent as shown: whole at 1 or more, two decimals below 1 (`'30'`, `'0.50'`). */
  percent?: string;
}

/** Discount percent text of a list and a sale price: rounded when 1 or more, two decimals below 1. */
export function discountPercent(list: number, sale: number): string {
  const percent = ((list - sale) / list) * 100;
  return percent >= 1 ? String(Math.round(percent)) : percent.toFixed(2);
}

/** The sale price with the list price and discount when really on sale (a sale price must be above 0). */
export function cardPrice(price: { list: number; sale: number }, onSale: boolean): CardPrice {
  const { list, sale } = price;
  if (!onSale || !(sale > 0) || !(sale < list)) return { current: onSale && sale > 0 ? sale : list };
  return { current: sale, was: list, percent: discountPercent(list, sale) };
}
