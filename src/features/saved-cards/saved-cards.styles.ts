import { styled } from '@linaria/react';
import { checkboxRowLook } from '../../forms/form.styles.ts';
import { colors, radius } from '../../ui/index.ts';
import { titledPanel } from '../../ui/panel.styles.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

/** A titled block of the page (the list, the add form). */
export const Panel = styled.section`
  ${titledPanel('16px')}
  & p {
    margin: 0;
  }
  & form {
    display: flex;
    flex-direction: column;
    gap: 16px;
    align-items: flex-start;
  }
  & form > :first-child {
    align-self: stretch;
  }
`;

/** One row per card: what it is on the inline-start side, its actions on the end side (mirrored in Arabic). */
export const CardRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding-block: 14px;
    border-block-end: 1px solid ${colors.line};
  }
  & [data-card-number] {
    direction: ltr;
    unicode-bidi: isolate;
    font-variant-numeric: tabular-nums;
  }
  & [data-default-badge] {
    padding: 2px 8px;
    border: 1px solid ${colors.ink};
    border-radius: ${radius.s};
    ${ctaCaps}
  }
  & [data-actions] {
    display: flex;
    gap: 8px;
  }
  & [role='group'] {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

/** A plain button: outlined, or filled for the one action a form or confirmation is for. */
export const ActionButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${colors.ink};
  border-radius: ${radius.s};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  ${ctaCaps}
  &[data-primary] {
    background: ${colors.ink};
    color: ${colors.surface};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** A checkbox beside its label. */
export const CheckRow = styled.label`
  ${checkboxRowLook}
`;
