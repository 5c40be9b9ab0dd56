import { css } from '@linaria/core';
import { colors, media } from '../../ui/index.ts';

/**
 * The suggestion list under the field: as wide as the field on a page, wider than the header's compact field
 * (towards the page's centre, so its inline end stays on the field's), and the panel's full width on phones.
 */
export const listbox = css`
  position: absolute;
  inset-block-start: calc(100% + 6px);
  inset-inline: 0;
  z-index: 20;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: 8px;
  border: 1px solid ${colors.line};
  border-radius: 4px;
  background: ${colors.surface};
  box-shadow: 0 18px 40px -24px rgba(26, 26, 26, 0.45);
  text-align: start;
  &[hidden] {
    display: none;
  }
  [data-variant='header'] > & {
    ${media.tabletLarge} {
      inset-inline-start: auto;
      width: max(100%, 380px);
    }
  }
`;

export const group = css`
  & + & {
    margin-block-start: 6px;
    padding-block-start: 6px;
    border-block-start: 1px solid ${colors.line};
  }
`;

export const groupLabel = css`
  padding-block: 8px 4px;
  padding-inline: 16px;
  color: ${colors.muted};
  font-size: calc(11px * var(--shell-small-scale, 1));
  font-weight: 600;
  letter-spacing: calc(0.12em * var(--shell-tracking, 1));
  text-transform: uppercase;
`;

export const option = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding-block: 8px;
  padding-inline: 13px 16px;
  border-inline-start: 3px solid transparent;
  color: ${colors.ink};
  font-size: 15px;
  line-height: 1.3;
  cursor: pointer;
  &:hover {
    background: ${colors.canvas};
  }
  &[aria-selected='true'] {
    border-inline-start-color: ${colors.ink};
    background: ${colors.sand};
  }
`;

export const queryText = css`
  overflow-wrap: anywhere;
`;

export const picture = css`
  flex: none;
  width: 48px;
  height: 64px;
  object-fit: cover;
  background: ${colors.sand};
`;

export const productText = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const brand = css`
  color: ${colors.muted};
  font-size: calc(11px * var(--shell-small-scale, 1));
  letter-spacing: calc(0.08em * var(--shell-tracking, 1));
  text-transform: uppercase;
`;

export const productName = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const price = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: 8px;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  &[data-on-sale] > span {
    color: ${colors.sale};
  }
  & s {
    color: ${colors.muted};
  }
`;

/** Clears the field: between the text and the submit button, while there is text. */
export const clear = css`
  display: inline-grid;
  flex: none;
  order: 1;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: none;
  color: ${colors.muted};
  cursor: pointer;
  &:hover {
    color: ${colors.ink};
  }
`;
