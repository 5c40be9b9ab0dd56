import { styled } from '@linaria/react';
import { colors, media, radius } from '../ui/index.ts';
import { roomierFromTablet, titledPanel } from '../ui/panel.styles.ts';
import { ctaCaps } from '../ui/typography.styles.ts';

// CSS fragments (declarations as plain strings) of the shop's form controls, for pages whose markup the styled
// components below do not fit: each control looks the same wherever it is.

/** A text input or select: tall enough to tap, a quiet border, the site's text at a size phones do not zoom. */
export const inputLook = `
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid #b9b4ac;
  border-radius: ${radius.s};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 16px;
`;

/** A page's main button, `minHeight` tall: full width on a phone, dark, tracked capitals. */
export const primaryButtonLook = (minHeight: string) => `
  display: grid;
  place-items: center;
  width: 100%;
  min-height: ${minHeight};
  padding: 0 24px;
  border: 0;
  border-radius: ${radius.s};
  background: ${colors.ink};
  color: ${colors.accentInk};
  cursor: pointer;
  ${ctaCaps}
  ${media.tabletSmall} {
    width: auto;
    justify-self: start;
  }
`;

/** A secondary action that reads as an underlined link (change, remove, a new code). */
export const quietButtonLook = `
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  font: inherit;
  font-size: 14px;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

/** A checkbox beside its label, the whole row a comfortable target. */
export const checkboxRowLook = `
  display: flex;
  gap: 12px;
  align-items: center;
  min-height: 44px;
  font-size: 15px;
  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.ink};
  }
`;

/** One part of a form page (a checkout step, an account form): a titled card on the page's canvas. */
export const Section = styled.section`
  ${titledPanel('16px')}
  ${roomierFromTablet}
  & > p {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

/** Fields side by side on wider screens (first and last name, city and postcode), stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  ${media.mobileLarge} {
    grid-template-columns: none;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
  }
`;

/** A labelled input or select with its hint and its error under it. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  & label {
    font-size: 13px;
    font-weight: 600;
    color: ${colors.ink};
  }
  & label [data-required] {
    color: ${colors.muted};
    font-weight: 400;
  }
  & input,
  & select,
  & textarea {
    width: 100%;
    ${inputLook}
  }
  & textarea {
    padding: 12px;
    line-height: 1.5;
    resize: vertical;
  }
  & input:focus-visible,
  & select:focus-visible,
  & textarea:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  & [aria-invalid='true'] {
    border-color: ${colors.sale};
    box-shadow: inset 0 0 0 1px ${colors.sale};
  }
  & p {
    margin: 0;
    font-size: 13px;
    color: ${colors.inkSoft};
  }
  & p[data-error] {
    color: ${colors.sale};
  }
`;

/** A form's main button: full width on a phone, dark, tracked capitals. */
export const PrimaryButton = styled.button`
  ${primaryButtonLook('52px')}
  &:disabled {
    background: ${colors.muted};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** What has been saved (the contact, the address), with a way back to change it. */
export const Saved = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  justify-content: space-between;
  font-size: 15px;
  line-height: 1.5;
  & p {
    margin: 0;
  }
  & button {
    flex: 0 0 auto;
    ${quietButtonLook}
  }
`;

/** A message about the step (refused address, failed save): a bar on the inline-start edge. */
export const Notice = styled.div`
  padding: 12px 14px;
  border-inline-start: 3px solid ${colors.sale};
  background: #fbeeed;
  font-size: 14px;
  & h3 {
    margin: 0 0 4px;
    font-size: 15px;
  }
  & p {
    margin: 0;
  }
`;

/** A form's fields and button, one under the other. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
