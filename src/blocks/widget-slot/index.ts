import type { widgetSlotSchema } from '../../../schemas/content/blocks/widget-slot.schema.ts';
import { defineBlock, lazyComponent } from '../../renderer/index.ts';

/** The `widget-slot` block: its (lazily loaded) component, typed by its schema, registered once in `blocks/registry.ts`. */
export const widgetSlotBlock = defineBlock<typeof widgetSlotSchema>({
  type: 'widget-slot',
  // Each block is its own chunk, fetched when a page uses it.
  component: lazyComponent(
    () => import('./widget-slot.tsx'),
    (module) => module.WidgetSlot,
  ),
});
