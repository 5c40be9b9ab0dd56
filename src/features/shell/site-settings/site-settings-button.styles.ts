import { css } from '@linaria/core';
import { colors } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const compact = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding-inline: 4px;
  border: 0;
  background: none;
  color: ${colors.ink};
  font-size: ${smallSize(12)};
  letter-spacing: ${tracked(0.12)};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const wide = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 12px 20px;
  border: 0;
  border-block-start: 1px solid ${colors.line};
  background: ${colors.canvas};
  color: ${colors.ink};
  text-align: start;
  cursor: pointer;
`;

export const wideText = css`
  display: flex;
  flex-direction: column;
  font-size: 14px;
  small {
    color: ${colors.muted};
    font-size: ${smallSize(12)};
  }
`;

export const code = css`
  font-size: ${smallSize(12)};
  letter-spacing: ${tracked(0.12)};
`;
