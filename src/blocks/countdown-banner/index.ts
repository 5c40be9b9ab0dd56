import type { countdownBannerSchema } from '../../../schemas/content/blocks/countdown-banner.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `countdown-banner` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const countdownBannerBlock = defineBlock<typeof countdownBannerSchema>({
  type: 'countdown-banner',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./countdown-banner.tsx'),
    (module) => module.CountdownBanner,
  ),
});
