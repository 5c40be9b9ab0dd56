import { accordionSchema } from './accordion.schema.ts';
import { bannerGridSchema } from './banner-grid.schema.ts';
import { carouselSchema } from './carousel.schema.ts';
import { countdownBannerSchema } from './countdown-banner.schema.ts';
import { heroBannerSchema } from './hero-banner.schema.ts';
import { imageBannerSchema } from './image-banner.schema.ts';
import { linkListSchema } from './link-list.schema.ts';
import { responsiveImageSchema } from './responsive-image.schema.ts';
import { richTextSchema } from './rich-text.schema.ts';
import { tabsSchema } from './tabs.schema.ts';
import { textBannerSchema } from './text-banner.schema.ts';
import { videoSchema } from './video.schema.ts';
import { widgetSlotSchema } from './widget-slot.schema.ts';

/** Every content block type and its schema: the one list the CLI, the validators and the renderer registry agree on. */
export const blockSchemas = {
  'hero-banner': heroBannerSchema,
  'image-banner': imageBannerSchema,
  'text-banner': textBannerSchema,
  'banner-grid': bannerGridSchema,
  'rich-text': richTextSchema,
  'responsive-image': responsiveImageSchema,
  'link-list': linkListSchema,
  video: videoSchema,
  tabs: tabsSchema,
  accordion: accordionSchema,
  carousel: carouselSchema,
  'countdown-banner': countdownBannerSchema,
  'widget-slot': widgetSlotSchema,
} as const;

export type BlockType = keyof typeof blockSchemas;

export { blockChildLists } from './child-lists.ts';
