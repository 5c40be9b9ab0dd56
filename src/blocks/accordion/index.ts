import type { accordionSchema } from '../../../schemas/content/blocks/accordion.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `accordion` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const accordionBlock = defineBlock<typeof accordionSchema>({
  type: 'accordion',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./accordion.tsx'),
    (module) => module.Accordion,
  ),
});
