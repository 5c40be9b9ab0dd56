import { styled } from '@linaria/react';
import { colors, radius } from '../../../ui/index.ts';
import { checkboxRowLook } from '../../../forms/form.styles.ts';

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

/** A checkbox with its label beside it, a comfortable target. */
export const CheckboxRow = styled.div`
  ${checkboxRowLook}
`;
