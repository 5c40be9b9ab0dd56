export { colors, fonts, breakpoints, media, space, layout, radius } from './tokens.ts';
export { globalStyles } from './global.styles.ts';
