import type { linkListSchema } from '../../../schemas/content/blocks/link-list.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `link-list` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const linkListBlock = defineBlock<typeof linkListSchema>({
  type: 'link-list',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./link-list.tsx'),
    (module) => module.LinkList,
  ),
});
