import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import type { linkListSchema } from '../../../schemas/content/blocks/link-list.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import type { BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { List, Root, Title } from './link-list.styles.ts';

/** A link list as its schema allows it. */
export type LinkListContent = FromSchema<typeof linkListSchema>;

/** Quick links or popular categories: an inline row, a stacked list with chevrons (mirrored in RTL), or pills. */
export const LinkList = observer(function LinkList({ block }: BlockProps<LinkListContent>) {
  const localize = useLocalize();
  const title = localize(block.title);
  return (
    <Root data-layout={block.layout ?? 'inline'}>
      {title && <Title>{title}</Title>}
      <List>
        {block.links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <SiteLink href={link.href} target={link.target}>
              {localize(link.label)}
            </SiteLink>
          </li>
        ))}
      </List>
    </Root>
  );
});
