import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { richTextSchema } from '../../../schemas/content/blocks/rich-text.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import type { BlockProps } from '../../renderer/index.ts';
import { withSiteLinks } from '../../sites/site-links-in-html.ts';
import { useSiteContext } from '../../sites/site-context.tsx';
import { useSafeHtml } from '../../ui/safe-html.ts';
import { Root } from './rich-text.styles.ts';

/** A rich-text block as its schema allows it. */
export type RichTextContent = FromSchema<typeof richTextSchema>;

/**
 * Editorial HTML. Content is never trusted: it passes through the sanitiser (no scripts, handlers or javascript:
 * URLs) unless the server vouched for it; its links inside the site are then put under the site's path.
 */
export const RichText = observer(function RichText({ block }: BlockProps<RichTextContent>) {
  const localize = useLocalize();
  const site = useSiteContext();
  const html = useSafeHtml(localize(block.html));
  return (
    <Root
      data-align={block.align ?? 'start'}
      data-width={block.width ?? 'narrow'}
      dangerouslySetInnerHTML={{ __html: withSiteLinks(html, site.href) }}
    />
  );
});
