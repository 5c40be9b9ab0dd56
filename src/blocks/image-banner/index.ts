import { imageBannerSchema } from '../../../schemas/content/blocks/image-banner.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { ImageBanner } from './image-banner.tsx';

/** The `image-banner` block: schema and component, registered once in `blocks/registry.ts`. */
export const imageBannerBlock = defineBlock<typeof imageBannerSchema>({
  type: 'image-banner',
  schema: imageBannerSchema,
  component: ImageBanner,
});
