import { css } from '@linaria/core';
import { colors, fonts, media } from '../../ui/index.ts';

export const band = css`
  margin: 0 auto;
  padding: 24px 20px;
  max-width: 1320px;
  ${media.tabletSmall} {
    padding: 32px 40px;
  }
`;

export const list = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletMedium} {
    grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  }
`;

export const item = css`
  display: grid;
  gap: 6px;
  padding: 20px 24px;
  background: ${colors.accent};
  color: ${colors.accentInk};
  h3 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 22px;
    font-weight: 400;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  small {
    font-size: 13px;
    letter-spacing: 0.04em;
    opacity: 0.9;
  }
`;
