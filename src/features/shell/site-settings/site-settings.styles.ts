import { css } from '@linaria/core';
import { colors } from '../../../ui/index.ts';
import { dialogButton } from '../../../ui/chrome.styles.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    color: ${colors.inkSoft};
    font-size: ${smallSize(11)};
    font-weight: 600;
    letter-spacing: ${tracked(0.14)};
    text-transform: uppercase;
  }
`;

export const selectWrap = css`
  position: relative;
  select {
    width: 100%;
    height: 48px;
    padding-inline: 14px 40px;
    border: 1px solid #bdb8b0;
    border-radius: 0;
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-size: 15px;
    appearance: none;
    cursor: pointer;
  }
  select:hover {
    border-color: ${colors.ink};
  }
  svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 12px;
    translate: 0 -50%;
    pointer-events: none;
  }
`;

export const note = css`
  margin: 0;
  padding: 12px 14px;
  background: ${colors.canvas};
  color: ${colors.inkSoft};
  font-size: 13px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: 12px;
  margin-block-start: 8px;
  button {
    flex: 1 1 140px;
    min-height: 48px;
    padding-inline: 20px;
    ${dialogButton(0.14)}
  }
`;

export const primary = css`
  background: ${colors.ink};
  color: ${colors.surface};
  &:hover {
    background: #000;
  }
`;

export const secondary = css`
  background: ${colors.surface};
  color: ${colors.ink};
  &:hover {
    background: ${colors.canvas};
  }
`;
