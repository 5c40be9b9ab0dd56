import { css } from '@linaria/core';
import { colors, fonts, media, radius, space } from '../../ui/index.ts';

// Logical properties throughout (inline start and end, block start and end), so the guide mirrors in Arabic.

export const guide = css`
  display: flex;
  flex-direction: column;
  gap: ${space.l};
  color: ${colors.ink};
`;

export const pageTitle = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(28px, 3vw, 40px);
  line-height: 1.15;
`;

export const categoryTitle = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: 22px;
  line-height: 1.25;
`;

export const unitSwitch = css`
  display: inline-flex;
  align-self: flex-start;
  border: 1px solid ${colors.ink};
  border-radius: ${radius.pill};
  overflow: hidden;

  & button {
    min-width: 88px;
    min-height: 44px;
    padding-inline: ${space.m};
    border: 0;
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-size: 14px;
    cursor: pointer;
  }
  & button + button {
    border-inline-start: 1px solid ${colors.ink};
  }
  & button[aria-pressed='true'] {
    background: ${colors.ink};
    color: ${colors.surface};
  }
`;

/** Wide tables scroll sideways on phones instead of squeezing their figures. */
export const tableScroller = css`
  overflow-x: auto;
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  & caption {
    margin-block-end: ${space.s};
    text-align: start;
    font-weight: 600;
  }
  & th,
  & td {
    padding-block: ${space.s};
    padding-inline: ${space.s} ${space.m};
    border-block-end: 1px solid ${colors.line};
    text-align: start;
    white-space: nowrap;
  }
  & thead th {
    background: ${colors.canvas};
    font-weight: 600;
  }
  & tbody th {
    font-weight: 600;
  }
`;

export const howToMeasure = css`
  display: grid;
  gap: ${space.m};
  ${media.tabletSmall} {
    grid-template-columns: minmax(0, 1fr) minmax(160px, 240px);
    align-items: start;
  }

  & h2,
  & h3,
  & h4,
  & h5 {
    margin: 0 0 ${space.s};
    font-size: 16px;
    font-weight: 600;
  }
  & ul {
    margin: 0;
    padding-inline-start: ${space.l};
    color: ${colors.inkSoft};
    line-height: 1.5;
  }
  & li + li {
    margin-block-start: ${space.xs};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
