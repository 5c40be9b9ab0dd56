import { styled } from '@linaria/react';
import { inputLook, primaryButtonLook } from '../../forms/form.styles.ts';
import { colors, media } from '../../ui/index.ts';
import { orderLineGrid } from '../../ui/order/order-line.styles.ts';
import { roomierFromTablet, titledPanel } from '../../ui/panel.styles.ts';

/** A titled card of the order pages (items, addresses, the timeline, the lookup form). */
export const Card = styled.section`
  ${titledPanel('12px')}
  ${roomierFromTablet}
  & p {
    margin: 0;
  }
`;

/** The history: one row per order, the whole row a link to the order. */
export const HistoryList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  & a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 16px;
    align-items: center;
    padding: 16px;
    border: 1px solid ${colors.line};
    background: ${colors.surface};
    color: ${colors.ink};
    text-decoration: none;
  }
  & a:hover [data-reference] {
    text-decoration: underline;
  }
  & a:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  & [data-thumbs] {
    display: flex;
    gap: 4px;
  }
  & img {
    display: block;
    width: 48px;
    height: 64px;
    object-fit: cover;
    background: ${colors.sand};
  }
  & dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 4px 16px;
    margin: 0;
    ${media.tabletSmall} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  & dt {
    font-size: 12px;
    color: ${colors.muted};
  }
  & dd {
    margin: 0;
  }
`;

/** The page's buttons: full width on a phone, dark, tracked capitals. */
export const Button = styled.button`
  ${primaryButtonLook('48px')}
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    background: ${colors.muted};
    cursor: progress;
  }
`;

/** The lookup form: labelled fields stacked, each error under its field. */
export const LookupFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 32rem;
  & label,
  & legend {
    font-size: 13px;
    font-weight: 600;
  }
  & fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  & fieldset label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    font-weight: 400;
    font-size: 15px;
  }
  & [data-field] {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  & input:not([type='radio']) {
    ${inputLook}
  }
  & input:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  & [aria-invalid='true'] {
    border-color: ${colors.sale};
  }
  & [data-error] {
    margin: 0;
    font-size: 13px;
    color: ${colors.sale};
  }
`;

/** The order's lines: picture, what it is, the price. */
export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    ${orderLineGrid}
  }
  & img {
    width: 64px;
    height: 85px;
    object-fit: cover;
    background: ${colors.sand};
  }
  & p {
    font-size: 14px;
    color: ${colors.inkSoft};
  }
  & [data-brand] {
    font-weight: 600;
    color: ${colors.ink};
  }
  & [data-price] {
    text-align: end;
    color: ${colors.ink};
  }
  & s {
    color: ${colors.muted};
  }
`;

/** Label and amount rows (the totals); the last row is the total. */
export const Totals = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  & div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
  }
  & dd {
    margin: 0;
  }
  & [data-total] {
    padding-top: 8px;
    border-top: 1px solid ${colors.line};
    font-weight: 600;
  }
`;

/** Cards side by side on wider screens. */
export const DetailsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin-top: 16px;
  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
`;

/** The status timeline: a line down the start side, a dot per step, the latest step filled. */
export const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    position: relative;
    padding-block: 0 16px;
    padding-inline-start: 24px;
    border-inline-start: 2px solid ${colors.line};
  }
  & li:last-child {
    border-color: transparent;
  }
  & li::before {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: -7px;
    width: 12px;
    height: 12px;
    border: 2px solid ${colors.ink};
    border-radius: 50%;
    background: ${colors.surface};
  }
  & li[aria-current='step']::before {
    background: ${colors.ink};
  }
  & [data-step] {
    font-weight: 600;
  }
  & time,
  & [data-shipment] {
    display: block;
    font-size: 14px;
    color: ${colors.inkSoft};
  }
`;
