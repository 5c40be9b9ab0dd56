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

/** A loading placeholder that shimmers (still when the shopper prefers less motion). */
export const shimmer = `
  background: linear-gradient(90deg, ${colors.sand} 0%, ${colors.canvas} 50%, ${colors.sand} 100%);
  background-size: 200% 100%;
  animation: shimmer 1.4s ease-in-out infinite;

  @keyframes shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;
