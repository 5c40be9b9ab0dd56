import type { videoSchema } from '../../../schemas/content/blocks/video.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `video` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const videoBlock = defineBlock<typeof videoSchema>({
  type: 'video',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./video.tsx'),
    (module) => module.Video,
  ),
});
