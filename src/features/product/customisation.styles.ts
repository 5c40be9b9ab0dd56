import { styled } from '@linaria/react';
import { colors, radius } from '../../ui/index.ts';

/** The personalisation block between the options and add to bag. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-block: 14px;
  border-block: 1px solid ${colors.line};
  font-size: 14px;
  & [data-note] {
    margin: 0;
    color: ${colors.inkSoft};
  }
`;

/** The "Add personalisation" switch: a checkbox drawn as a sliding track, big enough to press. */
export const Toggle = styled.label`
  display: flex;
  gap: 12px;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  & input {
    appearance: none;
    position: relative;
    flex: 0 0 auto;
    width: 44px;
    height: 24px;
    margin: 0;
    border: 1px solid ${colors.inkSoft};
    border-radius: 12px;
    background: ${colors.surface};
    cursor: inherit;
  }
  & input::after {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${colors.inkSoft};
    transition: transform 150ms ease;
  }
  & input:checked {
    border-color: ${colors.ink};
    background: ${colors.ink};
  }
  & input:checked::after {
    background: ${colors.surface};
    transform: translateX(20px);
  }
  [dir='rtl'] & input:checked::after {
    transform: translateX(-20px);
  }
  & input:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    color: ${colors.muted};
    cursor: not-allowed;
  }
  & input:disabled {
    opacity: 0.5;
  }
`;

/** The options themselves, one field each. */
export const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-block-end: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

/** One option: its label, its control, its counter or hint, and its messages. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  scroll-margin-block: 96px;
  & > label,
  & > fieldset > legend {
    padding: 0;
    font-weight: 600;
  }
  & > fieldset > legend {
    margin-block-end: 2px;
  }
  & input[type='text'] {
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    font: inherit;
    font-size: 16px;
    letter-spacing: 0.04em;
  }
  & input[type='text']:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  & input[aria-invalid='true'] {
    border-color: ${colors.sale};
  }
  & [data-counter],
  & [data-hint] {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 13px;
  }
  & [data-counter][data-over] {
    color: ${colors.sale};
  }
  & [data-error] {
    margin: 0;
    color: ${colors.sale};
    font-size: 13px;
  }
`;

/** A group of radio options (swatches or choices) inside a field. */
export const ChoiceGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Where the check's progress and failure are announced. */
export const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  scroll-margin-block: 96px;
  & p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  &[data-status='error'] p,
  & p[data-wait] {
    color: ${colors.sale};
  }
  & button {
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${colors.ink};
    border-radius: ${radius.s};
    background: none;
    color: ${colors.ink};
    font: inherit;
    cursor: pointer;
  }
`;

/** The personalised picture in the gallery, with its caption over the picture's foot. */
export const PreviewFigure = styled.figure`
  position: relative;
  height: 100%;
  margin: 0;
  & figcaption {
    position: absolute;
    inset-block-end: 12px;
    inset-inline-start: 12px;
    padding: 4px 10px;
    border-radius: ${radius.s};
    background: ${colors.surface};
    color: ${colors.ink};
    font-size: 12px;
    font-weight: 600;
  }
`;
