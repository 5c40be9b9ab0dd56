import type { responsiveImageSchema } from '../../../schemas/content/blocks/responsive-image.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `responsive-image` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const responsiveImageBlock = defineBlock<typeof responsiveImageSchema>({
  type: 'responsive-image',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./responsive-image.tsx'),
    (module) => module.ResponsiveImage,
  ),
});
