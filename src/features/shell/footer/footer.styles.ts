import { css } from '@linaria/core';
import { colors, fonts, layout, media } from '../../../ui/index.ts';
import { lazyLayout } from '../../../ui/layout.styles.ts';
import { linkHover } from '../../../ui/chrome.styles.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const footer = css`
  margin-block-start: 64px;
  background: ${colors.canvas};
  border-block-start: 1px solid ${colors.line};
  color: ${colors.ink};
  scroll-margin-block-start: 140px;
  &:focus {
    outline: none;
  }
`;

/** Laid out only near the viewport, like a page's lower blocks. */
export const inner = css`
  ${lazyLayout(720)}
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 40px ${layout.gutter} 32px;
  ${media.tabletSmall} {
    padding-block: 64px 40px;
  }
`;

export const top = css`
  display: grid;
  gap: 32px;
  ${media.tabletSmall} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: 40px;
  }
  ${media.tabletLarge} {
    grid-template-columns: minmax(260px, 1.4fr) repeat(auto-fit, minmax(150px, 1fr));
  }
`;

export const newsletter = css`
  max-width: 420px;
  h2 {
    margin: 0 0 12px;
    font-family: ${fonts.display};
    font-size: 24px;
    font-weight: 400;
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

export const columns = css`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 767.98px) {
    display: block;
    border-block-start: 1px solid ${colors.line};
  }
`;

export const column = css`
  @media (max-width: 767.98px) {
    border-block-end: 1px solid ${colors.line};
  }
`;

export const columnTitle = css`
  margin: 0 0 14px;
  font-size: ${smallSize(11)};
  font-weight: 600;
  letter-spacing: ${tracked(0.16)};
  text-transform: uppercase;
  @media (max-width: 767.98px) {
    margin: 0;
  }
`;

export const accordionButton = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 52px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  text-align: start;
  cursor: pointer;
  svg {
    transition: transform 200ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const links = css`
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 767.98px) {
    padding-block-end: 12px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${colors.inkSoft};
    font-size: 14px;
    text-decoration: none;
  }
  a:hover {
    ${linkHover}
  }
`;

export const middle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  margin-block-start: 40px;
  padding-block: 24px;
  border-block: 1px solid ${colors.line};
`;

export const bottom = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding-block-start: 24px;
  color: ${colors.muted};
  font-size: ${smallSize(12)};
  p {
    margin: 0;
  }
`;

export const legalLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${colors.inkSoft};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const legalText = css`
  flex-basis: 100%;
  color: ${colors.muted};
  font-size: ${smallSize(12)};
  line-height: 1.6;
`;
