import { css } from '@linaria/core';
import { colors, fonts, media } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const level = css`
  animation: shell-level-in 200ms ease-out;
  @keyframes shell-level-in {
    from {
      opacity: 0;
      transform: translateX(12px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

export const levelHead = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  padding: 8px 20px 16px;
  border-block-end: 1px solid ${colors.line};
`;

export const back = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.inkSoft};
  font-size: ${smallSize(12)};
  letter-spacing: ${tracked(0.14)};
  text-transform: uppercase;
  cursor: pointer;
  svg {
    transform: rotate(90deg);
  }
  :dir(rtl) & svg {
    transform: rotate(-90deg);
  }
`;

export const levelTitle = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 24px;
  font-weight: 400;
`;

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 10px 20px;
  border: 0;
  border-block-end: 1px solid ${colors.line};
  background: none;
  color: ${colors.ink};
  font-size: 15px;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  svg {
    flex: none;
    color: ${colors.muted};
    transform: rotate(-90deg);
  }
  :dir(rtl) & svg {
    transform: rotate(90deg);
  }
  &[aria-current='page'] {
    font-weight: 600;
  }
`;

export const topRow = css`
  font-family: ${fonts.display};
  font-size: 21px;
`;

export const cards = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  padding: 20px;
`;

export const sections = css`
  padding: 12px 20px 24px;
`;

export const section = css`
  padding-block: 12px;
  h3 {
    margin: 0 0 4px;
    color: ${colors.muted};
    font-size: ${smallSize(11)};
    font-weight: 600;
    letter-spacing: ${tracked(0.16)};
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    min-height: 40px;
    justify-content: center;
  }
`;
