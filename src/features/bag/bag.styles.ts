import { styled } from '@linaria/react';
import { colors, radius } from '../../ui/index.ts';
import { panelHeading } from '../../ui/panel.styles.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    gap: 16px;
    padding-block: 20px;
    border-block-end: 1px solid ${colors.line};
  }
  &[data-compact] > li {
    grid-template-columns: 72px minmax(0, 1fr);
    padding-block: 14px;
  }
  & img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    background: ${colors.canvas};
  }
  & li[data-unavailable] img {
    opacity: 0.5;
  }
`;

export const LineBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 14px;
  & a[data-name] {
    color: ${colors.ink};
    font-size: 15px;
    text-decoration: none;
  }
  & a[data-name]:hover {
    text-decoration: underline;
  }
  & p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  & p[data-brand] {
    ${ctaCaps}
    font-size: 11px;
  }
  & p[data-note] {
    color: ${colors.sale};
  }
  & [data-price] {
    display: flex;
    gap: 8px;
    font-variant-numeric: tabular-nums;
    color: ${colors.ink};
  }
  & [data-price] s {
    color: ${colors.muted};
  }
  & ul[data-discounts] {
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${colors.sale};
    font-size: 13px;
  }
`;

export const LineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-block-start: 4px;
  & select {
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    background: ${colors.surface};
    font: inherit;
  }
  & button {
    min-height: 40px;
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.ink};
    font-size: 13px;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
  & button:disabled {
    color: ${colors.muted};
    cursor: progress;
  }
`;

export const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  background: ${colors.canvas};
  & h2 {
    ${panelHeading}
  }
  & dl {
    display: grid;
    grid-template-columns: 1fr auto;
    /* No column gap, so the total's rule runs unbroken across both columns. */
    gap: 8px 0;
    margin: 0;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
  & dd {
    margin: 0;
    padding-inline-start: 16px;
    text-align: end;
  }
  & dt[data-total],
  & dd[data-total] {
    padding-block-start: 10px;
    border-block-start: 1px solid ${colors.line};
    font-size: 16px;
    font-weight: 600;
  }
  & dd[data-discount] {
    color: ${colors.sale};
  }
  & p {
    margin: 0;
    font-size: 13px;
    color: ${colors.inkSoft};
  }
`;

export const VoucherForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & label {
    flex-basis: 100%;
    font-size: 13px;
    font-weight: 600;
  }
  & input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    font: inherit;
    text-transform: uppercase;
  }
  & input[aria-invalid='true'] {
    border-color: ${colors.sale};
  }
  & button {
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${colors.ink};
    border-radius: ${radius.s};
    background: none;
    cursor: pointer;
  }
  & p {
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
  }
  & p[data-error] {
    color: ${colors.sale};
  }
`;

/** The bag's main call to action: full width, dark. */
export const ProceedLink = styled.a`
  display: grid;
  place-items: center;
  min-height: 52px;
  border-radius: ${radius.s};
  background: ${colors.ink};
  color: ${colors.accentInk};
  text-decoration: none;
  ${ctaCaps}
`;
