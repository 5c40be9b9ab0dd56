/**
 * Letter-spacing for the shell's tracked capitals, scaled by `--shell-tracking` (0 for Arabic script, whose joined
 * letters break apart when spaced; see the layout root).
 */
export const tracked = (em: number): string => `calc(${em}em * var(--shell-tracking, 1))`;

/** A small label size, scaled by `--shell-small-scale` for scripts that are hard to read that small. */
export const smallSize = (px: number): string => `calc(${px}px * var(--shell-small-scale, 1))`;
