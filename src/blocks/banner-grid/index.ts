import { bannerGridSchema } from '../../../schemas/content/blocks/banner-grid.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { BannerGrid } from './banner-grid.tsx';

/** The `banner-grid` block: schema and component, registered once in `blocks/registry.ts`. */
export const bannerGridBlock = defineBlock<typeof bannerGridSchema>({
  type: 'banner-grid',
  schema: bannerGridSchema,
  component: BannerGrid,
});
