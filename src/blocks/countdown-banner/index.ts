import { countdownBannerSchema } from '../../../schemas/content/blocks/countdown-banner.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { CountdownBanner } from './countdown-banner.tsx';

/** The `countdown-banner` block: schema and component, registered once in `blocks/registry.ts`. */
export const countdownBannerBlock = defineBlock<typeof countdownBannerSchema>({
  type: 'countdown-banner',
  schema: countdownBannerSchema,
  component: CountdownBanner,
});
