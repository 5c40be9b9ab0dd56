import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { responsiveImageSchema } from '../../../schemas/content/blocks/responsive-image.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import type { BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { Caption, Media, Root } from './responsive-image.styles.ts';

/** A responsive image as its schema allows it. */
export type ResponsiveImageContent = FromSchema<typeof responsiveImageSchema>;

/** A picture that swaps to `mobileSrc` below 768 px, optionally linked and captioned; it never shifts the layout. */
export const ResponsiveImage = observer(function ResponsiveImage({
  block,
}: BlockProps<ResponsiveImageContent>) {
  const localize = useLocalize();
  const { image } = block;
  const picture = <Media image={{ ...image, alt: localize(image.alt) }} />;
  return (
    <Root data-full-width={String(block.fullWidth ?? false)}>
      {block.href ? <SiteLink href={block.href}>{picture}</SiteLink> : picture}
      {block.caption && <Caption>{localize(block.caption)}</Caption>}
    </Root>
  );
});
