import { styled } from '@linaria/react';
import { colors, media, radius } from '../../ui/index.ts';
import { orderLineGrid } from '../../ui/order/order-line.styles.ts';

/** The review's summary blocks: what, where, how, each with a way back to change it. */
export const ReviewList = styled.dl`
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px 16px;
    padding-block: 16px;
    border-block-end: 1px solid ${colors.line};
  }
  & dt {
    font-size: 13px;
    font-weight: 600;
  }
  & dd {
    display: flex;
    gap: 16px;
    align-items: flex-start;
    justify-content: space-between;
    margin: 0;
    font-size: 15px;
    line-height: 1.5;
  }
  & dd p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & dd a {
    flex: 0 0 auto;
    color: ${colors.ink};
    font-size: 14px;
  }
  ${media.tabletSmall} {
    & > div {
      grid-template-columns: 180px minmax(0, 1fr);
    }
  }
`;

/** The completed order: the thanks, then the order's lines and figures beside where it goes. */
export const CompleteLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px 48px;
  & > p {
    margin: 0;
    font-size: 16px;
  }
  & > p[data-reference] {
    font-size: 18px;
    font-weight: 600;
  }
  & > p[role='status'] {
    padding: 12px 14px;
    border-inline-start: 3px solid ${colors.ink};
    background: ${colors.canvas};
  }
  & section {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding-block-start: 16px;
  }
  & h2 {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
  }
  & section > p {
    margin: 0;
    line-height: 1.5;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    ${orderLineGrid}
    padding-block: 12px;
    border-block-end: 1px solid ${colors.line};
  }
  & li img {
    width: 64px;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    background: ${colors.canvas};
  }
  & li p {
    margin: 0;
    font-size: 14px;
  }
  & li p[data-brand] {
    font-size: 11px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
  }
  & li p[data-options] {
    color: ${colors.inkSoft};
  }
  & dl {
    margin: 0;
  }
  & dl > div {
    display: flex;
    justify-content: space-between;
    padding-block: 6px;
    font-variant-numeric: tabular-nums;
  }
  & dl > div[data-total] {
    margin-block-start: 6px;
    padding-block-start: 12px;
    border-block-start: 1px solid ${colors.ink};
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
    & > p {
      grid-column: 1 / -1;
    }
  }
`;

/** A step's form: its parts and its button spaced apart. */
export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** The way on after the order: a plain outlined button-link, below everything else. */
export const NextLink = styled.p`
  margin: 40px 0 0;
  & a {
    display: inline-grid;
    place-items: center;
    min-height: 48px;
    padding: 0 28px;
    border: 1px solid ${colors.ink};
    border-radius: ${radius.s};
    color: ${colors.ink};
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-decoration: none;
    text-transform: uppercase;
  }
  & a:hover {
    background: ${colors.ink};
    color: ${colors.accentInk};
  }
`;
