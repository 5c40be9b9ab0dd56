/** Design tokens: one palette, type scale and spacing for every block and screen. */
export const colors = {
  ink: '#1a1a1a',
  inkSoft: '#4a4a4a',
  muted: '#6b6b6b',
  line: '#e3e0da',
  surface: '#ffffff',
  canvas: '#faf8f5',
  sand: '#efe9e1',
  accent: '#8a2b2b',
  accentInk: '#ffffff',
  sale: '#b3261e',
  success: '#1e6b3a',
  focus: '#1f5fbf',
} as const;

/**
 * Font stacks per script. A page names the fonts of its own script first, so the browser shapes its text with a
 * font it has named instead of searching the system for one glyph run at a time (that search doubled the first
 * layout of the Arabic and Japanese homepages). Latin stays in each stack for brand names and numbers.
 */
export const fontStacks = {
  latin: {
    body: `'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif`,
    display: `Georgia, 'Times New Roman', 'Noto Serif', 'Noto Naskh Arabic', 'Noto Serif CJK JP', 'Noto Serif JP', serif`,
  },
  arabic: {
    body: `'Noto Sans Arabic', Arial, 'Segoe UI', 'Geeza Pro', sans-serif`,
    display: `'Noto Naskh Arabic', Georgia, 'Times New Roman', 'Geeza Pro', serif`,
  },
  /** Japanese shops set kana and kanji in a gothic face throughout; display text keeps the Latin serif. */
  japanese: {
    body: `'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif`,
    display: `Georgia, 'Times New Roman', 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif`,
  },
} as const;

/** Components name the role; the document picks the stack for its language (global styles). */
export const fonts = {
  body: 'var(--font-body)',
  display: 'var(--font-display)',
} as const;

/** The layout's breakpoints in px, as min-width media queries. */
export const breakpoints = {
  mobileLarge: 480,
  tabletSmall: 768,
  tabletMedium: 992,
  tabletLarge: 1025,
  desktopSmall: 1200,
} as const;

export const media = {
  mobileLarge: `@media (min-width: ${breakpoints.mobileLarge}px)`,
  tabletSmall: `@media (min-width: ${breakpoints.tabletSmall}px)`,
  tabletMedium: `@media (min-width: ${breakpoints.tabletMedium}px)`,
  tabletLarge: `@media (min-width: ${breakpoints.tabletLarge}px)`,
  desktopSmall: `@media (min-width: ${breakpoints.desktopSmall}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const space = { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px' } as const;

export const layout = { maxWidth: '1440px', gutter: 'clamp(16px, 4vw, 48px)' } as const;

export const radius = { s: '2px', m: '4px', pill: '999px' } as const;
