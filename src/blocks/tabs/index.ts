import { tabsSchema } from '../../../schemas/content/blocks/tabs.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { Tabs } from './tabs.tsx';

/** The `tabs` block: schema and component, registered once in `blocks/registry.ts`. */
export const tabsBlock = defineBlock<typeof tabsSchema>({
  type: 'tabs',
  schema: tabsSchema,
  component: Tabs,
});
