import { styled } from '@linaria/react';
import { shimmer } from '../controls.styles.ts';

/** The picture (3:4), brand, name and price lines of a card, shimmering, with the swatch row's space under them. */
const Shape = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  & span {
    display: block;
    height: 14px;
    ${shimmer}
  }
  & span:first-child {
    height: auto;
    aspect-ratio: 3 / 4;
    margin-block-end: 6px;
  }
  & span:nth-child(2) {
    width: 40%;
  }
  & span:nth-child(3) {
    width: 80%;
  }
  & span:nth-child(4) {
    width: 30%;
    margin-block-end: 30px;
  }
`;

/** A product card's shape while its product loads (listing grids and trays), hidden from screen readers. */
export function ProductCardSkeleton() {
  return (
    <Shape aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
    </Shape>
  );
}
