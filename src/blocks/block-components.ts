/**
 * Every block component, in one lazy chunk: a content page uses most of them, and one request beats a dozen round
 * trips on a phone network. Each block's `index.ts` picks its component from here; TypeScript fails a pick that is missing.
 */
export { Accordion } from './accordion/accordion.tsx';
export { BannerGrid } from './banner-grid/banner-grid.tsx';
export { Carousel } from './carousel/carousel.tsx';
export { CountdownBanner } from './countdown-banner/countdown-banner.tsx';
export { HeroBanner } from './hero-banner/hero-banner.tsx';
export { ImageBanner } from './image-banner/image-banner.tsx';
export { LinkList } from './link-list/link-list.tsx';
export { ResponsiveImage } from './responsive-image/responsive-image.tsx';
export { RichText } from './rich-text/rich-text.tsx';
export { Tabs } from './tabs/tabs.tsx';
export { TextBanner } from './text-banner/text-banner.tsx';
export { Video } from './video/video.tsx';
export { WidgetSlot } from './widget-slot/widget-slot.tsx';
