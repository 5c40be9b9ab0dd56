import { css } from '@linaria/core';
import { colors, layout, media } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const nav = css`
  display: none;
  ${media.tabletLarge} {
    display: block;
  }
  &:focus {
    outline: none;
  }
`;

export const topList = css`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  column-gap: clamp(20px, 2.6vw, 40px);
  margin: 0;
  padding: 0 ${layout.gutter};
  list-style: none;
`;

export const topItem = css`
  position: static;
  display: flex;
  align-items: center;
`;

export const topLink = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 44px;
  color: ${colors.ink};
  font-size: ${smallSize(12)};
  font-weight: 500;
  letter-spacing: ${tracked(0.16)};
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 8px;
    height: 1px;
    background: currentColor;
    transform: scaleX(0);
    transition: transform 200ms ease;
  }
  &:hover::after,
  [data-open] > &::after,
  [data-active] > &::after {
    transform: scaleX(1);
  }
  ${media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

export const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 28px;
  margin-inline-start: 2px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.muted};
  cursor: pointer;
  opacity: 0;
  transition:
    opacity 150ms ease,
    transform 200ms ease;
  &:focus-visible,
  [data-open] > & {
    opacity: 1;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const panel = css`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: 1;
  background: ${colors.surface};
  border-block-start: 1px solid ${colors.line};
  box-shadow: 0 28px 40px -28px rgba(26, 26, 26, 0.28);
  animation: shell-panel-in 180ms ease-out;
  @keyframes shell-panel-in {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

export const panelInner = css`
  display: flex;
  gap: 48px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 36px ${layout.gutter} 48px;
`;

export const columns = css`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 32px 40px;
  align-content: start;
`;

export const columnTitle = css`
  display: inline-block;
  margin-block-end: 12px;
  color: ${colors.ink};
  font-size: ${smallSize(11)};
  font-weight: 600;
  letter-spacing: ${tracked(0.16)};
  text-transform: uppercase;
  text-decoration: none;
  a&:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const linkList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cards = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(180px, 220px);
  gap: 24px;
  align-content: start;
`;

export const skeletonRow = css`
  display: none;
  ${media.tabletLarge} {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 40px;
    height: 44px;
  }
  span {
    width: 64px;
    height: 10px;
    background: ${colors.sand};
  }
`;
