import type { WidgetComponent } from '../renderer/index.ts';

/** Commerce widgets that content can mount through `widget-slot` blocks, by name. */
export const widgets: Readonly<Record<string, WidgetComponent>> = {};
