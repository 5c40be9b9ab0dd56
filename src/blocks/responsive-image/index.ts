import { responsiveImageSchema } from '../../../schemas/content/blocks/responsive-image.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/** The `responsive-image` block: schema and component, registered once in `blocks/registry.ts`. */
export const responsiveImageBlock = defineBlock<typeof responsiveImageSchema>({
  type: 'responsive-image',
  schema: responsiveImageSchema,
  component: ResponsiveImage,
});
