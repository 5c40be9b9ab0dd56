import { videoSchema } from '../../../schemas/content/blocks/video.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { Video } from './video.tsx';

/** The `video` block: schema and component, registered once in `blocks/registry.ts`. */
export const videoBlock = defineBlock<typeof videoSchema>({
  type: 'video',
  schema: videoSchema,
  component: Video,
});
