import type { richTextSchema } from '../../../schemas/content/blocks/rich-text.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `rich-text` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const richTextBlock = defineBlock<typeof richTextSchema>({
  type: 'rich-text',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./rich-text.tsx'),
    (module) => module.RichText,
  ),
});
