import type { imageBannerSchema } from '../../../schemas/content/blocks/image-banner.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `image-banner` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const imageBannerBlock = defineBlock<typeof imageBannerSchema>({
  type: 'image-banner',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./image-banner.tsx'),
    (module) => module.ImageBanner,
  ),
});
