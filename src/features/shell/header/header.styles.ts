import { css } from '@linaria/core';
import { colors, fonts, layout, media } from '../../../ui/index.ts';
import { linkHover } from '../../../ui/chrome.styles.ts';
import { smallSize } from '../../../ui/chrome-type.ts';

export const header = css`
  --promo-height: 0px;
  position: sticky;
  inset-block-start: calc(-1 * var(--promo-height));
  z-index: 100;
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.line};
  transition: box-shadow 200ms ease;
  &[data-promo='true'] {
    --promo-height: 36px;
  }
  &[data-scrolled='true'] {
    box-shadow: 0 10px 24px -18px rgba(26, 26, 26, 0.35);
  }
`;

export const bar = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 8px;
  height: 56px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding-inline: max(8px, calc(${layout.gutter} - 12px));
  ${media.tabletLarge} {
    height: 72px;
    padding-inline: ${layout.gutter};
  }
`;

export const start = css`
  display: flex;
  align-items: center;
  justify-self: start;
  gap: 0;
`;

export const end = css`
  display: flex;
  align-items: center;
  justify-self: end;
  gap: 0;
  ${media.tabletLarge} {
    gap: 4px;
  }
`;

export const logo = css`
  display: block;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: 19px;
  font-weight: 400;
  /* The wordmark is the brand's, in every language: its tracking does not follow the script. */
  letter-spacing: 0.2em;
  line-height: 1;
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  /* The wordmark's tracking would push it off-centre: take the last letter's spacing back. */
  margin-inline-end: -0.2em;
  ${media.mobileLarge} {
    font-size: 21px;
  }
  ${media.tabletLarge} {
    font-size: 28px;
  }
  img {
    height: 28px;
    width: auto;
  }
`;

// The header's icons and the account menu's entry share one look.
export { iconLink } from '../../../ui/chrome.styles.ts';

export const utility = css`
  display: none;
  ${media.desktopSmall} {
    display: flex;
    gap: 20px;
    margin-inline-start: 20px;
  }
  a {
    color: ${colors.inkSoft};
    font-size: ${smallSize(12)};
    text-decoration: none;
  }
  a:hover {
    ${linkHover}
  }
`;

export const desktopOnly = css`
  display: none !important;
  ${media.tabletLarge} {
    display: inline-grid !important;
  }
`;

export const phoneOnly = css`
  ${media.tabletLarge} {
    display: none !important;
  }
`;

export const fromTablet = css`
  display: none !important;
  ${media.tabletSmall} {
    display: inline-grid !important;
  }
`;

export const badge = css`
  position: absolute;
  inset-block-start: 6px;
  inset-inline-end: 4px;
  min-width: 16px;
  height: 16px;
  padding-inline: 4px;
  border-radius: 999px;
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: ${smallSize(10)};
  font-weight: 600;
  line-height: 16px;
  text-align: center;
`;

/**
 * The search box: below 1025px a full-width panel under the header, shown by the search button (`data-open`); from
 * 1025px a field before the icons.
 */
export const search = css`
  display: none;
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  padding-block: 10px 14px;
  padding-inline: ${layout.gutter};
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.line};
  box-shadow: 0 14px 24px -20px rgba(26, 26, 26, 0.45);
  &[data-open='true'] {
    display: block;
  }
  ${media.tabletLarge} {
    display: block;
    position: relative;
    inset: auto;
    /* Beside the centred logo at 1025px there is room for a short field only; wider from 1200px. */
    width: 180px;
    margin-inline-end: 8px;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
  ${media.desktopSmall} {
    width: clamp(260px, 22vw, 320px);
  }
`;
