import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { bannerGridSchema } from '../../../schemas/content/blocks/banner-grid.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { useViewReport, type BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { Grid, Label, Media, Root, Sublabel, Tile, Title } from './banner-grid.styles.ts';

/** A banner grid as its schema allows it. */
export type BannerGridContent = FromSchema<typeof bannerGridSchema>;

const ASPECTS = { portrait: '3 / 4', square: '1 / 1', landscape: '4 / 3' } as const;

/**
 * Picture tiles (shop by category, edits): each tile is one link named by its label, with the picture as part of the
 * click target. One banner view is reported for the grid as a whole.
 */
export const BannerGrid = observer(function BannerGrid({ block }: BlockProps<BannerGridContent>) {
  const localize = useLocalize();
  const title = localize(block.title);
  const ref = useViewReport<HTMLElement>({ type: block.type, id: block.id, name: title });
  const columns = block.columns ?? (block.tiles.length % 3 === 0 ? 3 : Math.min(block.tiles.length, 4));
  const style = { '--columns': columns, '--aspect': ASPECTS[block.aspect ?? 'portrait'] } as CSSProperties;
  return (
    <Root ref={ref} style={style}>
      {title && <Title>{title}</Title>}
      <Grid data-columns={columns}>
        {block.tiles.map((tile, index) => (
          <Tile key={`${tile.href}-${index}`}>
            <Label as={title ? 'h3' : 'p'}>
              <SiteLink href={tile.href}>{localize(tile.label)}</SiteLink>
            </Label>
            {tile.sublabel && <Sublabel>{localize(tile.sublabel)}</Sublabel>}
            <Media image={{ ...tile.image, alt: localize(tile.image.alt) }} />
          </Tile>
        ))}
      </Grid>
    </Root>
  );
});
