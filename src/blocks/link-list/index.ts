import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `link-list` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const linkListBlock = defineBlock({
  type: 'link-list',
  // All block components share one chunk: a content page uses most of them, and one request beats a dozen.
  component: lazyComponent(
    () => import('../block-components.ts'),
    (module) => module.LinkList,
  ),
});
