import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { widgetSlotSchema } from '../../../schemas/content/blocks/widget-slot.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { BlockPlaceholder, useRenderer, type BlockProps } from '../../renderer/index.ts';
import { useContentFile } from '../../renderer/renderer-context.tsx';
import { Root } from './widget-slot.styles.ts';

/** A widget slot as its schema allows it. */
export type WidgetSlotContent = FromSchema<typeof widgetSlotSchema>;

/**
 * Mounts a commerce widget (product tray, email signup...) that the app registered in the renderer environment, so
 * blocks never import feature code. A widget nobody registered renders nothing, or a placeholder in preview.
 */
export const WidgetSlot = observer(function WidgetSlot({ block, pointer }: BlockProps<WidgetSlotContent>) {
  const { widgets, showPlaceholders } = useRenderer();
  const file = useContentFile();
  const localize = useLocalize();
  const Widget = widgets[block.widget];
  if (!Widget) {
    return showPlaceholders ? (
      <BlockPlaceholder file={file} pointer={pointer} reason={`no widget registered for "${block.widget}"`} />
    ) : null;
  }
  const title = localize(block.title);
  return (
    <Root data-widget={block.widget}>
      <Widget title={title || undefined} settings={block.settings ?? {}} />
    </Root>
  );
});
