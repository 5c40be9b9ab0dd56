import { carouselSchema } from '../../../schemas/content/blocks/carousel.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { Carousel } from './carousel.tsx';

/** The `carousel` block: schema and component, registered once in `blocks/registry.ts`. */
export const carouselBlock = defineBlock<typeof carouselSchema>({
  type: 'carousel',
  schema: carouselSchema,
  component: Carousel,
});
