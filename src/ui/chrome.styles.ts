import { css } from '@linaria/core';
import { colors } from './index.ts';
import { smallSize, tracked } from './chrome-type.ts';

/** The dimmed layer under a modal dialog or a drawer; it fades in with the layer's `data-shown`. */
export const overlay = css`
  position: absolute;
  inset: 0;
  background: rgba(26, 26, 26, 0.42);
  opacity: 0;
  transition: opacity 200ms ease;
  [data-shown='true'] > & {
    opacity: 1;
  }
`;

/** Declarations of the shell's 44 px icon buttons (header icons, close buttons), to interpolate in a rule. */
export const iconButton = `
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  cursor: pointer;
`;

/** Declarations of a quiet link when hovered: ink colour, underlined. */
export const linkHover = `
  color: ${colors.ink};
  text-decoration: underline;
  text-underline-offset: 4px;
`;

/** Declarations of the buttons of the shell's dialogs (site settings, country popover): outlined tracked capitals. */
export const dialogButton = (tracking: number) => `
  border: 1px solid ${colors.ink};
  font-size: ${smallSize(12)};
  font-weight: 600;
  letter-spacing: ${tracked(tracking)};
  text-transform: uppercase;
  cursor: pointer;
`;

/** An icon in the header's row (favourites, bag, account): the icon button, a dimming hover. */
export const iconLink = css`
  position: relative;
  ${iconButton}
  text-decoration: none;
  transition: opacity 150ms ease;
  &:hover {
    opacity: 0.65;
  }
`;
