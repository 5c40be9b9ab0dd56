import { accordionSchema } from '../../../schemas/content/blocks/accordion.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { Accordion } from './accordion.tsx';

/** The `accordion` block: schema and component, registered once in `blocks/registry.ts`. */
export const accordionBlock = defineBlock<typeof accordionSchema>({
  type: 'accordion',
  schema: accordionSchema,
  component: Accordion,
});
