import { css } from '@linaria/core';
import { colors, fonts, media } from '../index.ts';
import { iconButton } from '../chrome.styles.ts';

export { overlay } from '../chrome.styles.ts';

export const layer = css`
  position: fixed;
  inset: 0;
  z-index: 250;
  display: grid;
  place-items: end center;
  padding: 0;
  ${media.tabletSmall} {
    place-items: center;
    padding: 24px;
  }
`;

export const dialog = css`
  position: relative;
  width: 100%;
  max-height: 100%;
  overflow-y: auto;
  padding: 28px 20px 24px;
  background: ${colors.surface};
  box-shadow: 0 24px 60px -20px rgba(26, 26, 26, 0.4);
  opacity: 0;
  transform: translateY(16px);
  transition:
    opacity 200ms ease,
    transform 200ms ease;
  [data-shown='true'] > & {
    opacity: 1;
    transform: none;
  }
  &:focus {
    outline: none;
  }
  ${media.tabletSmall} {
    width: min(480px, 100%);
    padding: 40px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const title = css`
  margin: 0 0 24px;
  padding-inline-end: 40px;
  font-family: ${fonts.display};
  font-size: 24px;
  font-weight: 400;
  line-height: 1.25;
`;

export const close = css`
  position: absolute;
  inset-block-start: 12px;
  inset-inline-end: 12px;
  ${iconButton}
`;

/** A native `<dialog>` laid out as `layer`: its own box and margins off, hidden again once closed. */
export const nativeDialog = css`
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;
  &:not([open]) {
    display: none;
  }
`;
