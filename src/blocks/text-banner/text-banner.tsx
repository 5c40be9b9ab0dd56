import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { textBannerSchema } from '../../../schemas/content/blocks/text-banner.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { useViewReport, type BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { isLight } from '../../ui/color.ts';
import { colors } from '../../ui/tokens.ts';
import { Cta, Inner, Root, Strong, Text, Title } from './text-banner.styles.ts';

/** A text banner as its schema allows it. */
export type TextBannerContent = FromSchema<typeof textBannerSchema>;

/**
 * Promotional text: a slim strip (`small`, e.g. free delivery) or an editorial statement (`large`, h2 title). With a
 * link but no call-to-action label, the text itself is the link.
 */
export const TextBanner = observer(function TextBanner({ block }: BlockProps<TextBannerContent>) {
  const localize = useLocalize();
  const title = localize(block.title);
  const text = localize(block.text);
  const ctaLabel = localize(block.ctaLabel);
  const ref = useViewReport<HTMLElement>({ type: block.type, id: block.id, name: title || text });
  const size = block.size ?? 'small';
  const foreground =
    block.textColor ??
    (block.backgroundColor && !isLight(block.backgroundColor) ? colors.surface : undefined);
  const style = {
    ...(foreground ? { '--tb-fg': foreground } : {}),
    ...(block.backgroundColor ? { '--tb-bg': block.backgroundColor } : {}),
  } as CSSProperties;
  const heading = title && (size === 'large' ? <Title>{title}</Title> : <Strong>{title}</Strong>);
  const linkWholeText = block.href && !ctaLabel;
  return (
    <Root ref={ref} data-size={size} style={style}>
      <Inner>
        {heading}
        <Text>
          {linkWholeText ? (
            <Cta>
              <SiteLink href={block.href as string}>{text}</SiteLink>
            </Cta>
          ) : (
            text
          )}
        </Text>
        {block.href && ctaLabel && (
          <Cta>
            <SiteLink href={block.href}>{ctaLabel}</SiteLink>
          </Cta>
        )}
      </Inner>
    </Root>
  );
});
