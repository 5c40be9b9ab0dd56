import { richTextSchema } from '../../../schemas/content/blocks/rich-text.schema.ts';
import { defineBlock } from '../../renderer/index.ts';
import { RichText } from './rich-text.tsx';

/** The `rich-text` block: schema and component, registered once in `blocks/registry.ts`. */
export const richTextBlock = defineBlock<typeof richTextSchema>({
  type: 'rich-text',
  schema: richTextSchema,
  component: RichText,
});
