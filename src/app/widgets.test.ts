import { describe, expect, it } from 'vitest';
import { widgetSlotSchema } from '../../schemas/content/blocks/widget-slot.schema.ts';
import { widgets } from './widgets.ts';

describe('widgets', () => {
  it('registers every widget the widget-slot schema allows, each as a lazy chunk', () => {
    expect(Object.keys(widgets).sort()).toEqual([...widgetSlotSchema.properties.widget.enum].sort());
    for (const widget of Object.values(widgets)) expect(widget).toHaveProperty('preload');
  });
});
