import type { carouselSchema } from '../../../schemas/content/blocks/carousel.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `carousel` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const carouselBlock = defineBlock<typeof carouselSchema>({
  type: 'carousel',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./carousel.tsx'),
    (module) => module.Carousel,
  ),
});
