import type { bannerGridSchema } from '../../../schemas/content/blocks/banner-grid.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `banner-grid` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const bannerGridBlock = defineBlock<typeof bannerGridSchema>({
  type: 'banner-grid',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./banner-grid.tsx'),
    (module) => module.BannerGrid,
  ),
});
