import { styled } from '@linaria/react';
import { colors, media, radius } from '../../ui/index.ts';
import { checkboxRowLook } from '../../forms/form.styles.ts';
import { orderLineGrid } from '../../ui/order/order-line.styles.ts';

/** The ways to pay: one bordered row each, the chosen one marked, its details opening under it. */
export const MethodList = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-block-end: 12px;
    padding: 0;
    font-size: 15px;
    font-weight: 600;
  }
  & > div {
    border: 1px solid ${colors.line};
    border-block-end-width: 0;
  }
  & > div:last-of-type {
    border-block-end-width: 1px;
  }
  & > div[data-chosen] {
    border-color: ${colors.ink};
    border-block-end-width: 1px;
  }
  & > div[data-chosen] + div {
    border-block-start-width: 0;
  }
  & label[data-method] {
    display: flex;
    gap: 12px;
    align-items: center;
    min-height: 56px;
    padding: 0 16px;
    font-size: 15px;
    cursor: pointer;
  }
  & input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.ink};
  }
  & [data-method-body] {
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 4px 16px 20px;
  }
  & [data-method-body] > p {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

/** Number on its own row, expiry and code side by side. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  & > [data-wide] {
    grid-column: 1 / -1;
  }
  & input {
    font-variant-numeric: tabular-nums;
  }
`;

/** The sandbox's test cards, shown only when the provider runs in test mode. */
export const TestCards = styled.details`
  padding: 12px 14px;
  border: 1px dashed ${colors.line};
  border-radius: ${radius.s};
  font-size: 13px;
  & summary {
    cursor: pointer;
    font-weight: 600;
  }
  & table {
    width: 100%;
    margin-block-start: 8px;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: 4px 0;
    text-align: start;
    font-weight: 400;
  }
  & code {
    font-variant-numeric: tabular-nums;
    direction: ltr;
    unicode-bidi: isolate;
  }
  & p {
    margin: 8px 0 0;
    color: ${colors.inkSoft};
  }
`;

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

/** A checkbox with its label beside it, a comfortable target. */
export const CheckboxRow = styled.div`
  ${checkboxRowLook}
`;
