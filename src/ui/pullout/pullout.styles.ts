import { css } from '@linaria/core';
import { colors, fonts, media } from '../index.ts';
import { iconButton } from '../chrome.styles.ts';
import { tracked } from '../chrome-type.ts';

export { overlay } from '../chrome.styles.ts';

export const layer = css`
  position: fixed;
  inset: 0;
  z-index: 200;
`;

export const drawer = css`
  --pullout-from: -100%;
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  flex-direction: column;
  /* Each drawer may set its own width (--pullout-width); never wider than the screen less a strip of page. */
  width: min(var(--pullout-width, 420px), calc(100vw - 48px));
  background: ${colors.surface};
  box-shadow: 0 0 40px rgba(26, 26, 26, 0.18);
  transform: translateX(var(--pullout-from));
  transition: transform 200ms cubic-bezier(0.2, 0.7, 0.2, 1);
  &[data-side='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  [data-shown='true'] > & {
    transform: none;
  }
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 60px;
  padding-inline: 20px 8px;
  border-block-end: 1px solid ${colors.line};
`;

export const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 20px;
  font-weight: 400;
  letter-spacing: ${tracked(0.02)};
`;

export const closeButton = css`
  ${iconButton}
`;

export const body = css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const foot = css`
  padding: 16px 20px;
  border-block-start: 1px solid ${colors.line};
`;
