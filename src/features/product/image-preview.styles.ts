import { css } from '@linaria/core';
import { colors, fonts, media, radius } from '../../ui/index.ts';
import { iconButton } from '../../ui/chrome.styles.ts';
import { arrowButton } from '../../ui/controls.styles.ts';

/**
 * The whole screen, light: a bar with the product's name, the counter and the close button, the picture filling
 * what is left, and the row of thumbnails under it. It fades in and out with the layer's `data-shown`.
 */
export const dialog = css`
  position: fixed;
  inset: 0;
  z-index: 250;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  background: ${colors.surface};
  color: ${colors.ink};
  opacity: 0;
  transition: opacity 200ms ease;
  &[data-shown='true'] {
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const bar = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 12px;
  min-height: 60px;
  padding-block: 8px;
  padding-inline: 16px 8px;
  border-block-end: 1px solid ${colors.line};
  ${media.tabletSmall} {
    padding-inline: 24px 16px;
  }
`;

export const heading = css`
  min-width: 0;
  & h2,
  & p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & h2 {
    font-family: ${fonts.display};
    font-size: 16px;
    font-weight: 400;
    line-height: 1.3;
  }
  & p {
    font-size: 13px;
    color: ${colors.inkSoft};
  }
`;

export const counter = css`
  margin: 0;
  font-size: 13px;
  letter-spacing: 0.08em;
  color: ${colors.inkSoft};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const close = css`
  justify-self: end;
  ${iconButton}
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: -2px;
  }
`;

/** The picture's frame: the previous, next and zoom buttons sit over it, outside the zooming surface. */
export const stage = css`
  position: relative;
  min-height: 0;
  background: ${colors.canvas};
`;

/**
 * The surface the pointer works on: a touch swipe along it changes the picture, so only vertical panning and pinching
 * are left to the browser; once zoomed, every drag pans the picture.
 */
export const surface = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  cursor: zoom-in;
  touch-action: pan-y pinch-zoom;
  user-select: none;
  -webkit-user-select: none;
  &[data-zoomed='true'] {
    cursor: zoom-out;
    touch-action: none;
  }
`;

export const picture = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  transition: transform 250ms ease;
  -webkit-user-drag: none;
  [data-zoomed='true'] > & {
    transform: scale(2);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Previous and next, halfway down the picture at its start and end edges. */
export const arrow = css`
  position: absolute;
  inset-block-start: 50%;
  translate: 0 -50%;
  ${arrowButton}
  box-shadow: 0 4px 16px -8px rgba(26, 26, 26, 0.35);
  &[data-side='previous'] {
    inset-inline-start: 12px;
  }
  &[data-side='next'] {
    inset-inline-end: 12px;
  }
  &:hover {
    border-color: ${colors.ink};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.tabletSmall} {
    &[data-side='previous'] {
      inset-inline-start: 24px;
    }
    &[data-side='next'] {
      inset-inline-end: 24px;
    }
  }
`;

export const zoom = css`
  position: absolute;
  inset-block-end: 12px;
  inset-inline-end: 12px;
  ${arrowButton}
  & svg {
    width: 20px;
    height: 20px;
  }
  &[aria-pressed='true'] {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.accentInk};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.tabletSmall} {
    inset-block-end: 24px;
    inset-inline-end: 24px;
  }
`;

/** The thumbnails, centred while they fit and scrolling sideways when they do not. */
export const thumbnails = css`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  border-block-start: 1px solid ${colors.line};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  & li {
    flex: 0 0 auto;
  }
  & li:first-child {
    margin-inline-start: auto;
  }
  & li:last-child {
    margin-inline-end: auto;
  }
  & button {
    display: block;
    width: 48px;
    height: 64px;
    padding: 0;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    background: ${colors.canvas};
    cursor: pointer;
    overflow: hidden;
  }
  & button[aria-current='true'] {
    border-color: ${colors.ink};
    box-shadow: inset 0 0 0 1px ${colors.ink};
  }
  & button:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.tabletSmall} {
    & button {
      width: 60px;
      height: 80px;
    }
  }
`;
