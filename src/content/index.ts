export { ContentLoader } from './content-loader.ts';
export { localize } from './localize.ts';
export type * from './content-types.ts';
