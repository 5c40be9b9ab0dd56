import { css } from '@linaria/core';
import { colors } from '../../ui/index.ts';

/** The search form: a field with the submit button at its inline end; the suggestion list hangs below it. */
export const form = css`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  margin: 0;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  background: ${colors.canvas};
  transition:
    border-color 150ms ease,
    background-color 150ms ease;
  &:focus-within {
    border-color: ${colors.ink};
    background: ${colors.surface};
  }
  /* The field shows focus by its border; the keyboard focus ring goes round the whole form. */
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const input = css`
  flex: 1;
  min-width: 0;
  height: 46px;
  margin: 0;
  padding-block: 0;
  padding-inline: 18px 4px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-size: 16px; /* 16px or more: phones do not zoom into the field. */
  appearance: none;
  &::placeholder {
    color: ${colors.muted};
    opacity: 1;
  }
  /* The combobox half draws its own clear button, in the shop's colours. */
  &::-webkit-search-decoration,
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  [data-variant='header'] > & {
    height: 40px;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const submit = css`
  display: inline-grid;
  flex: none;
  order: 2;
  place-items: center;
  width: 44px;
  height: 40px;
  margin-inline-end: 2px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: none;
  color: ${colors.ink};
  cursor: pointer;
  &:hover {
    opacity: 0.65;
  }
`;
