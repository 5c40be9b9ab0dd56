import { textBannerSchema } from '../../../schemas/content/blocks/text-banner.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { TextBanner } from './text-banner.tsx';

/** The `text-banner` block: schema and component, registered once in `blocks/registry.ts`. */
export const textBannerBlock = defineBlock<typeof textBannerSchema>({
  type: 'text-banner',
  schema: textBannerSchema,
  component: TextBanner,
});
