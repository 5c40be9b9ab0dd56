import { colors, fonts, media, radius } from '../../../ui/index.ts';

// CSS fragments (declarations as plain strings) shared by the listing components; linaria evaluates them at build time.

/** Lines of form controls: darker than `colors.line` so a field's edge keeps 3:1 contrast on white. */
export const fieldLine = '#8a857e';

/** Small tracked capitals (labels, headings of filter groups); untracked and larger in Arabic and Japanese. */
export const smallCaps = `
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
    font-size: 14px;
  }
`;

/** A full-width solid button: the one main action of a form or drawer (Apply). */
export const primaryButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 24px;
  border: 1px solid ${colors.ink};
  border-radius: 0;
  background: ${colors.ink};
  color: ${colors.surface};
  font-family: ${fonts.body};
  ${smallCaps}
  cursor: pointer;
  transition: background-color 160ms ease;

  &:hover:not(:disabled) {
    background: #000;
  }
  &:disabled {
    border-color: ${colors.line};
    background: ${colors.line};
    color: ${colors.muted};
    cursor: not-allowed;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** An outlined button beside a primary one, or on its own (mobile Filter). */
export const secondaryButton = `
  ${primaryButton}
  background: ${colors.surface};
  color: ${colors.ink};

  &:hover:not(:disabled) {
    background: ${colors.canvas};
  }
`;

/** A quiet underlined text button with a 44 px touch target (Clear all, View all). */
export const textButton = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  font-size: 14px;
  text-decoration: underline;
  text-underline-offset: 4px;
  text-decoration-thickness: 1px;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** A text field or native select: 44 px tall, one thin line, square. */
export const field = `
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${fieldLine};
  border-radius: 0;
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 16px;

  &:hover {
    border-color: ${colors.ink};
  }
`;

/**
 * What a filter's open-and-close button shows beside its name, in the side panel and the dropdown bar alike: the
 * count of chosen options as a dark pill, and a chevron that turns over while the filter is open.
 */
export const filterToggleParts = `
  & > span:first-child {
    ${smallCaps}
  }
  & [data-selected] {
    display: inline-grid;
    place-items: center;
    min-width: 20px;
    height: 20px;
    padding-inline: 6px;
    border-radius: ${radius.pill};
    background: ${colors.ink};
    color: ${colors.surface};
    font-size: 11px;
    font-weight: 600;
  }
  & svg {
    transition: transform 200ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }
`;
