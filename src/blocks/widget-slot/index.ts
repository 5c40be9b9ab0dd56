import { widgetSlotSchema } from '../../../schemas/content/blocks/widget-slot.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { WidgetSlot } from './widget-slot.tsx';

/** The `widget-slot` block: schema and component, registered once in `blocks/registry.ts`. */
export const widgetSlotBlock = defineBlock<typeof widgetSlotSchema>({
  type: 'widget-slot',
  schema: widgetSlotSchema,
  component: WidgetSlot,
});
