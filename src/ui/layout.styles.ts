import { layout } from './tokens.ts';

// CSS fragments (declarations as plain strings) for block styles to interpolate at build time.

/** Vertical space around a block on the page, growing with the viewport. */
export const blockSpacing = {
  regular: 'clamp(32px, 6vw, 72px)',
  roomy: 'clamp(40px, 7vw, 88px)',
} as const;

/** The page column: centred, at most the layout width, with the page gutters. */
export const pageColumn = `
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

/** A block's outer box: the page column (or a narrower `maxWidth`) with `spacing` above and below. */
export const blockContainer = (
  spacing: string = blockSpacing.regular,
  maxWidth: string = layout.maxWidth,
) => `
  max-width: ${maxWidth};
  margin: ${spacing} auto;
  padding-inline: ${layout.gutter};
`;

/** A max-width that keeps `measure` of content between the page gutters. */
export const measureWithGutters = (measure: string) => `calc(${measure} + 2 * ${layout.gutter})`;

/**
 * Laid out and painted only near the viewport (`content-visibility: auto`, ADR 0007), standing in at
 * `placeholderPx` tall until first seen. Its paint containment would clip a focus ring drawn at the box's edge, so
 * the clip is widened by 8 px (3 px outline, 2 px offset, the accessibility mode's halo); a browser that cannot
 * widen it lays the box out up front instead.
 */
export const lazyLayout = (placeholderPx: number) => `
  @supports (overflow-clip-margin: 8px) {
    content-visibility: auto;
    contain-intrinsic-size: auto ${placeholderPx}px;
    overflow-clip-margin: 8px;
  }
`;
