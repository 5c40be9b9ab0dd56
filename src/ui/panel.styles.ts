import { colors, fonts, media } from './tokens.ts';

// CSS fragments (declarations as plain strings, like typography.styles.ts) for the titled white panels of the form,
// account and order pages: interpolated where a rule needs them, so each page keeps its own element and extras.

/** A panel's heading: the display face, regular weight, one size on every panel. */
export const panelHeading = `
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: 22px;
`;

/** A bordered white panel on the page's canvas, its parts stacked `gap` apart, its `h2` a panel heading. */
export const titledPanel = (gap: string) => `
  display: flex;
  flex-direction: column;
  gap: ${gap};
  padding: 20px;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  & h2 {
    ${panelHeading}
  }
`;

/** More room inside a panel from a small tablet's width up. */
export const roomierFromTablet = `
  ${media.tabletSmall} {
    padding: 28px;
  }
`;
