import { colors, media } from './tokens.ts';

/**
 * A round 44 px previous/next button (carousels, product trays), as a CSS fragment linaria inlines at build time;
 * each button adds its own states (hover, disabled ends).
 */
export const arrowButton = `
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${colors.line};
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  transition:
    border-color 200ms ease,
    background-color 200ms ease,
    color 200ms ease;

  & svg {
    width: 16px;
    height: 16px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
