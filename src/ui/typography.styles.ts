import { fonts, media } from './tokens.ts';

// CSS fragments (declarations as plain strings) for block styles to interpolate: linaria evaluates them at build
// time, so the generated CSS is the same as if the declarations were written in place.

/** A heading in the display face: regular weight, at the given size and line height. */
export const displayType = (fontSize: string, lineHeight: number) => `
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: ${fontSize};
  line-height: ${lineHeight};
`;

/** The title over a section of tiles or slides (banner grid, carousel), with the space under it. */
export const sectionTitle = `
  margin: 0 0 clamp(20px, 3vw, 32px);
  ${displayType('clamp(1.6rem, 1.25rem + 1.6vw, 2.5rem)', 1.15)}
`;

/** Small tracked capitals of calls to action. */
export const ctaCaps = `
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

/** The text of an outlined call-to-action link, whose fill swaps on hover. */
export const ctaLinkText = `
  ${ctaCaps}
  text-decoration: none;
  transition:
    background-color 200ms ease,
    color 200ms ease;
`;

/**
 * For a rule whose `a` children are outlined calls to action (`ctaLinkText`): untracked in Arabic and Japanese, and
 * without the hover transition when the shopper prefers reduced motion.
 */
export const ctaLinkVariants = `
  & a:lang(ar),
  & a:lang(ja) {
    letter-spacing: 0;
    font-size: 14px;
  }
  ${media.reducedMotion} {
    & a {
      transition: none;
    }
  }
`;

/** Tracked capitals in Arabic and Japanese: no tracking (it breaks joined letters apart) and a larger size. */
export const untrackedCaps = (fontSize: string) => `
  letter-spacing: 0;
  font-size: ${fontSize};
`;
