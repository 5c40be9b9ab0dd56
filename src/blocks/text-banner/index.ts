import type { textBannerSchema } from '../../../schemas/content/blocks/text-banner.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `text-banner` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const textBannerBlock = defineBlock<typeof textBannerSchema>({
  type: 'text-banner',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./text-banner.tsx'),
    (module) => module.TextBanner,
  ),
});
