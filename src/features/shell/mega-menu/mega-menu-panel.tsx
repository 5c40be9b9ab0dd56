import { useLocalize } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { NavItemLink } from '../nav/nav-item-link.tsx';
import { navItemType, type NavColumnItem, type NavTopItem } from '../nav/nav-types.ts';
import * as styles from './mega-menu.styles.ts';

interface Props {
  id: string;
  item: NavTopItem;
  open: boolean;
  maxItemsPerColumn: number;
}

/**
 * The panel of one top item: link columns (each capped at `maxItemsPerColumn`) and, at the inline end, the image
 * cards of `content` columns. Always in the DOM (crawlers and no-JS keep the links); `hidden` while closed.
 */
export function MegaMenuPanel({ id, item, open, maxItemsPerColumn }: Props) {
  const columns = (item.items ?? []).filter(
    (column) => !['content', 'back-button'].includes(navItemType(column)),
  );
  const cards = (item.items ?? []).filter((column) => navItemType(column) === 'content');
  return (
    <div id={id} className={styles.panel} data-panel="" hidden={!open}>
      <div className={styles.panelInner}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <PanelColumn
              key={column.key}
              id={`${id}-${column.key}`}
              column={column}
              max={maxItemsPerColumn}
            />
          ))}
        </div>
        {cards.length > 0 && (
          <div className={styles.cards}>
            {cards.map((card) => (
              <NavItemLink key={card.key} item={card} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function PanelColumn({ id, column, max }: { id: string; column: NavColumnItem; max: number }) {
  const localize = useLocalize();
  const label = localize(column.label);
  if (navItemType(column) === 'view-all-button' || !column.items?.length) {
    return (
      <div>
        <NavItemLink item={column} />
      </div>
    );
  }
  return (
    <div>
      {column.path ? (
        <SiteLink id={id} href={column.path} className={styles.columnTitle}>
          {label}
        </SiteLink>
      ) : (
        <span id={id} className={styles.columnTitle}>
          {label}
        </span>
      )}
      <ul className={styles.linkList} aria-labelledby={id}>
        {column.items.slice(0, max).map((leaf) =>
          navItemType(leaf) === 'back-button' ? null : (
            <li key={leaf.key}>
              <NavItemLink item={leaf} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
