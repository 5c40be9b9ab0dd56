import { linkListSchema } from '../../../schemas/content/blocks/link-list.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { LinkList } from './link-list.tsx';

/** The `link-list` block: schema and component, registered once in `blocks/registry.ts`. */
export const linkListBlock = defineBlock<typeof linkListSchema>({
  type: 'link-list',
  schema: linkListSchema,
  component: LinkList,
});
