import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { heroBannerSchema } from '../../../schemas/content/blocks/hero-banner.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { useViewReport, type BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { isLight } from '../../ui/color.ts';
import { colors } from '../../ui/tokens.ts';
import {
  Actions,
  Content,
  Eyebrow,
  Media,
  Root,
  Scrim,
  Subtitle,
  Text,
  Title,
} from './hero-banner.styles.ts';

/** A hero banner as its schema allows it. */
export type HeroBannerContent = FromSchema<typeof heroBannerSchema>;

/** Overlay used when the editor sets none: just enough to lift white text off a bright photograph. */
const DEFAULT_OVERLAY = 0.12;

/**
 * The opening banner of a page: a full-bleed photograph with an eyebrow, a title (h2: the page owns the h1), a
 * subtitle and up to three calls to action. Its image loads eagerly with high priority, being the largest paint.
 */
export const HeroBanner = observer(function HeroBanner({ block }: BlockProps<HeroBannerContent>) {
  const localize = useLocalize();
  const title = localize(block.title);
  const ref = useViewReport<HTMLElement>({ type: block.type, id: block.id, name: title });
  const foreground = block.textColor ?? colors.surface;
  const lightText = isLight(foreground);
  const style = {
    '--hero-fg': foreground,
    '--hero-on-fg': lightText ? colors.ink : colors.surface,
    '--scrim-rgb': lightText ? '0 0 0' : '255 255 255',
    '--overlay': String(block.overlay ?? DEFAULT_OVERLAY),
  } as CSSProperties;
  const { image } = block;
  return (
    <Root ref={ref} data-height={block.height ?? 'tall'} style={style}>
      <Media image={{ ...image, alt: localize(image.alt) }} eager />
      <Scrim aria-hidden="true" />
      <Content data-align={block.align ?? 'start'}>
        <Text>
          {block.eyebrow && <Eyebrow>{localize(block.eyebrow)}</Eyebrow>}
          <Title>{title}</Title>
          {block.subtitle && <Subtitle>{localize(block.subtitle)}</Subtitle>}
        </Text>
        {block.ctas?.length ? (
          <Actions>
            {block.ctas.map((cta) => (
              <SiteLink key={`${cta.href}-${localize(cta.label)}`} href={cta.href} target={cta.target}>
                {localize(cta.label)}
              </SiteLink>
            ))}
          </Actions>
        ) : null}
      </Content>
    </Root>
  );
});
