import { css } from '@linaria/core';
import { colors, fonts, layout } from '../../../ui/index.ts';
import { dialogButton } from '../../../ui/chrome.styles.ts';

export const popover = css`
  position: absolute;
  inset-block-start: calc(100% + 8px);
  inset-inline-end: ${layout.gutter};
  width: min(360px, calc(100vw - 32px));
  padding: 24px;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  box-shadow: 0 18px 40px -20px rgba(26, 26, 26, 0.35);
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 8px;
    font-family: ${fonts.display};
    font-size: 20px;
    font-weight: 400;
  }
  p {
    margin: 0 0 20px;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    flex: 1 1 120px;
    min-height: 44px;
    padding-inline: 12px;
    ${dialogButton(0.1)}
  }
`;

export const stay = css`
  background: ${colors.surface};
  color: ${colors.ink};
`;

export const go = css`
  background: ${colors.ink};
  color: ${colors.surface};
`;
