import { useId, useState } from 'react';
import { useLocalize } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import * as styles from './footer.styles.ts';

type Column = NonNullable<ShellContent['footer']>['columns'][number];
type Link = Column['links'][number];

/** List items of footer links (a column's, the legal links), each going through the site base path. */
export function FooterLinkItems({ links }: { links: readonly Link[] }) {
  const localize = useLocalize();
  return links.map((link) => (
    <li key={`${link.href}-${localize(link.label)}`}>
      <SiteLink href={link.href} target={link.target}>
        {localize(link.label)}
      </SiteLink>
    </li>
  ));
}

/** One footer link column: a heading and its links on wide screens, a collapsed accordion on phones. */
export function FooterColumn({ column, accordion }: { column: Column; accordion: boolean }) {
  const localize = useLocalize();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.column}>
      <h2 className={styles.columnTitle}>
        {accordion ? (
          <button
            type="button"
            className={styles.accordionButton}
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {localize(column.title)}
            <ChevronIcon size={16} />
          </button>
        ) : (
          localize(column.title)
        )}
      </h2>
      <ul id={id} className={styles.links} hidden={accordion && !open}>
        <FooterLinkItems links={column.links} />
      </ul>
    </li>
  );
}
