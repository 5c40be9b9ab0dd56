import { heroBannerSchema } from '../../../schemas/content/blocks/hero-banner.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { HeroBanner } from './hero-banner.tsx';

/** The `hero-banner` block: schema and component, registered once in `blocks/registry.ts`. */
export const heroBannerBlock = defineBlock<typeof heroBannerSchema>({
  type: 'hero-banner',
  schema: heroBannerSchema,
  component: HeroBanner,
});
