// A CSS fragment (declarations as a plain string) for the `li` of an order line (OrderLineItem): the picture, what
// was bought, and the price at the end, on every page that lists an order's lines.

/** The picture's column, what was bought taking the room left, the price as wide as it needs. */
export const orderLineGrid = `
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
`;
