import { css } from '@linaria/core';
import { colors, fonts, media } from '../../ui/index.ts';
import { dialogButton } from '../../ui/chrome.styles.ts';

/** A full-screen layer above everything (maintenance, gate). */
export const fullScreen = css`
  position: fixed;
  inset: 0;
  z-index: 400;
  display: grid;
  /* One column exactly as wide as the screen's content box: the panel's width never follows its text's width. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: 24px;
  overflow-y: auto;
  background: ${colors.canvas};
  color: ${colors.ink};
  text-align: center;
  &:focus {
    outline: none;
  }
`;

export const panel = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  width: min(440px, 100%);
  h1 {
    margin: 0;
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(28px, 5vw, 40px);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
    line-height: 1.5;
  }
`;

export const brand = css`
  font-family: ${fonts.display};
  font-size: 14px;
  letter-spacing: 0.3em;
  text-transform: uppercase;
  color: ${colors.muted};
`;

export const form = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  margin-top: 8px;
  text-align: start;
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;
    font-size: 14px;
    font-weight: 600;
  }
  input {
    /* A field's own width (twenty characters of the language's font) must not widen the panel on a phone. */
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 0 14px;
    border: 1px solid ${colors.line};
    background: ${colors.surface};
    font: inherit;
    font-weight: 400;
  }
  input[aria-invalid='true'] {
    border-color: ${colors.sale};
  }
`;

export const primaryButton = css`
  min-height: 48px;
  padding: 0 28px;
  background: ${colors.ink};
  color: ${colors.surface};
  ${dialogButton(0.1)}
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const secondaryButton = css`
  min-height: 48px;
  padding: 0 28px;
  background: transparent;
  color: ${colors.ink};
  ${dialogButton(0.1)}
`;

export const error = css`
  margin: 0;
  color: ${colors.sale};
  font-size: 14px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;

export const cookieBar = css`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 200;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 24px;
  padding: 16px 20px;
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 14px;
  line-height: 1.5;
  p {
    margin: 0;
    max-width: 720px;
  }
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
  button {
    min-height: 44px;
    padding: 0 24px;
    border: 1px solid ${colors.surface};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export const splashImage = css`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: 20px;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${colors.sand};
`;

export const splashText = css`
  color: ${colors.inkSoft};
  line-height: 1.6;
  p {
    margin: 0 0 12px;
  }
`;

export const splashLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 24px;
    border: 1px solid ${colors.ink};
    color: ${colors.ink};
    text-decoration: none;
  }
  a:first-child {
    background: ${colors.ink};
    color: ${colors.surface};
  }
`;

export const supportCode = css`
  font-size: 13px;
  color: ${colors.muted};
  word-break: break-all;
`;

export const staffBadge = css`
  position: fixed;
  inset-block-start: 8px;
  inset-inline-start: 50%;
  z-index: 300;
  transform: translateX(-50%);
  padding: 6px 14px;
  border-radius: 999px;
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.04em;
  pointer-events: none;
  ${media.tabletSmall} {
    inset-block-start: auto;
    inset-block-end: 16px;
  }
`;
