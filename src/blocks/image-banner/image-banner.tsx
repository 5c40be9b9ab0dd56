import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { imageBannerSchema } from '../../../schemas/content/blocks/image-banner.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { useViewReport, type BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { isLight } from '../../ui/color.ts';
import { Card, Cta, Media, Panel, Root, StretchedLink, Text, Title } from './image-banner.styles.ts';

/** An image banner as its schema allows it. */
export type ImageBannerContent = FromSchema<typeof imageBannerSchema>;

/**
 * One photograph with a title, text and call to action, either over the picture or beside it (mirrored in RTL by the
 * grid). The whole card is a single link, named by the call to action (or the title).
 */
export const ImageBanner = observer(function ImageBanner({ block }: BlockProps<ImageBannerContent>) {
  const localize = useLocalize();
  const title = localize(block.title);
  const ctaLabel = localize(block.ctaLabel);
  const ref = useViewReport<HTMLElement>({ type: block.type, id: block.id, name: title || ctaLabel });
  const layout = block.layout ?? 'overlay';
  const style = {
    ...(block.textColor ? { '--banner-fg': block.textColor } : {}),
    ...(block.backgroundColor ? { '--banner-bg': block.backgroundColor } : {}),
  } as CSSProperties;
  const { image } = block;
  const linkText = ctaLabel || title || localize(image.alt);
  return (
    <Root ref={ref}>
      <Card
        data-layout={layout}
        data-fg={block.textColor && !isLight(block.textColor) ? 'dark' : 'light'}
        style={style}
      >
        <Media image={{ ...image, alt: localize(image.alt) }} />
        <Panel>
          {title && <Title>{title}</Title>}
          {block.text && <Text>{localize(block.text)}</Text>}
          <StretchedLink>
            <SiteLink href={block.href}>
              {ctaLabel ? <Cta>{ctaLabel}</Cta> : <span className="visually-hidden">{linkText}</span>}
            </SiteLink>
          </StretchedLink>
        </Panel>
      </Card>
    </Root>
  );
});
