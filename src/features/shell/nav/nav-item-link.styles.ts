import { css } from '@linaria/core';
import { colors, fonts } from '../../../ui/index.ts';
import { tracked, smallSize } from '../../../ui/chrome-type.ts';

export const textLink = css`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  padding-block: 6px;
  color: ${colors.ink};
  text-decoration: none;
  font-size: 14px;
  line-height: 1.4;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-thickness: 1px;
  }
`;

export const sublabel = css`
  color: ${colors.muted};
  font-size: ${smallSize(12)};
`;

export const viewAll = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  margin-block-start: 6px;
  color: ${colors.ink};
  font-size: ${smallSize(11)};
  font-weight: 600;
  letter-spacing: ${tracked(0.14)};
  text-transform: uppercase;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 6px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  color: ${colors.ink};
  text-decoration: none;
  &:hover img {
    transform: scale(1.03);
  }
`;

export const cardMedia = css`
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 600ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

export const cardLabel = css`
  font-family: ${fonts.display};
  font-size: 17px;
  line-height: 1.3;
`;

export const plain = css`
  color: ${colors.muted};
  font-size: 14px;
`;
