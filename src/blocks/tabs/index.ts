import type { tabsSchema } from '../../../schemas/content/blocks/tabs.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `tabs` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const tabsBlock = defineBlock<typeof tabsSchema>({
  type: 'tabs',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./tabs.tsx'),
    (module) => module.Tabs,
  ),
});
