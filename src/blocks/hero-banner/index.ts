import type { heroBannerSchema } from '../../../schemas/content/blocks/hero-banner.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `hero-banner` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const heroBannerBlock = defineBlock<typeof heroBannerSchema>({
  type: 'hero-banner',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./hero-banner.tsx'),
    (module) => module.HeroBanner,
  ),
});
