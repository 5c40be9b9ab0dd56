/**
 * The bag's stock messages, computed alike by the server (in every cart answer) and the storefront (as its lines
 * change between answers): an error naming the lines that cannot be bought, a warning naming those low in stock.
 */

export interface StockMessage {
  type: 'error' | 'warning';
  code: 'UNAVAILABLE_ITEMS' | 'LIMITED_STOCK';
  itemIds: string[];
}

/** Each stock message the lines call for, absent when no line does. */
export function stockMessages<Line extends { id: string; availability?: string }>(
  lines: readonly Line[],
  isUnavailable: (line: Line) => boolean,
): { unavailable?: StockMessage; limited?: StockMessage } {
  const unavailable = lines.filter(isUnavailable).map((line) => line.id);
  const limited = lines.filter((line) => line.availability === 'LOWSTOCK').map((line) => line.id);
  return {
    ...(unavailable.length > 0 && {
      unavailable: { type: 'error', code: 'UNAVAILABLE_ITEMS', itemIds: unavailable },
    }),
    ...(limited.length > 0 && { limited: { type: 'warning', code: 'LIMITED_STOCK', itemIds: limited } }),
  };
}
