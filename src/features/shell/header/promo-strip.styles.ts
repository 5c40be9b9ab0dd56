import { css } from '@linaria/core';
import { colors, media } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const strip = css`
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  height: 36px;
  padding-inline: 4px;
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: ${smallSize(12)};
  letter-spacing: ${tracked(0.06)};
`;

export const messages = css`
  display: grid;
  min-width: 0;
  text-align: center;
`;

export const message = css`
  grid-area: 1 / 1;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition:
    opacity 500ms ease,
    visibility 500ms;
  &[data-active='false'] {
    opacity: 0;
    visibility: hidden;
  }
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const arrow = css`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
  svg {
    transform: rotate(90deg);
  }
  &[data-next] svg {
    transform: rotate(-90deg);
  }
  :dir(rtl) & svg {
    transform: rotate(-90deg);
  }
  :dir(rtl) &[data-next] svg {
    transform: rotate(90deg);
  }
`;
