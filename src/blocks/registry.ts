import type { BlockRegistry } from '../renderer/index.ts';
import { accordionBlock } from './accordion/index.ts';
import { bannerGridBlock } from './banner-grid/index.ts';
import { carouselBlock } from './carousel/index.ts';
import { countdownBannerBlock } from './countdown-banner/index.ts';
import { heroBannerBlock } from './hero-banner/index.ts';
import { imageBannerBlock } from './image-banner/index.ts';
import { linkListBlock } from './link-list/index.ts';
import { responsiveImageBlock } from './responsive-image/index.ts';
import { richTextBlock } from './rich-text/index.ts';
import { tabsBlock } from './tabs/index.ts';
import { textBannerBlock } from './text-banner/index.ts';
import { videoBlock } from './video/index.ts';
import { widgetSlotBlock } from './widget-slot/index.ts';

/**
 * Every content block the renderer knows, by its JSON `type`: an explicit map (no registration by import side effect).
 * `BlockRegistry` has one key for each type in `blockSchemas`, so a block left out, misspelt, or filed under another
 * type's key fails the type check.
 */
export const blockRegistry = {
  'hero-banner': heroBannerBlock,
  'image-banner': imageBannerBlock,
  'text-banner': textBannerBlock,
  'banner-grid': bannerGridBlock,
  'rich-text': richTextBlock,
  'responsive-image': responsiveImageBlock,
  'link-list': linkListBlock,
  video: videoBlock,
  tabs: tabsBlock,
  accordion: accordionBlock,
  carousel: carouselBlock,
  'countdown-banner': countdownBannerBlock,
  'widget-slot': widgetSlotBlock,
} satisfies BlockRegistry;
