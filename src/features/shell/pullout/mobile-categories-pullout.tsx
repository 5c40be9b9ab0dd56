import { observer } from 'mobx-react-lite';
import type { NavTree } from '../../../content/index.ts';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { shellIds } from '../shell-constants.ts';
import * as styles from './menu-pullout.styles.ts';
import { Pullout } from '../../../ui/pullout/pullout.tsx';

type TreeNode = NavTree['levels'][number] & { children?: TreeNode[] };

/**
 * The categories of the current top level (l1, from the path) as a list for phones (`ui.pullout ===
 * 'mobileCategories'`), opened from listing pages; hidden levels are left out.
 */
export const MobileCategoriesPullout = observer(function MobileCategoriesPullout({
  navTree,
}: {
  navTree: NavTree | null;
}) {
  const { ui, site } = useStores();
  const t = useT();
  const localize = useLocalize();
  const rest = site.location?.rest ?? '/';
  const first = rest.split('/').filter(Boolean)[0];
  const l1 = (navTree?.levels as TreeNode[] | undefined)?.find(
    (level) => level.path === first && !level.hide,
  );
  const renderLevel = (nodes: TreeNode[] | undefined, parentPath: string, depth: number) => {
    const visible = (nodes ?? []).filter((node) => !node.hide);
    if (!visible.length) return null;
    return (
      <ul className={styles.list}>
        {visible.map((node) => {
          const path = `${parentPath}/${node.path}`;
          return (
            <li key={node.key}>
              <SiteLink
                href={path}
                className={styles.row}
                style={{ paddingInlineStart: `${20 + depth * 16}px` }}
                aria-current={rest === path ? 'page' : undefined}
              >
                {localize(node.label)}
              </SiteLink>
              {depth < 2 && renderLevel(node.children, path, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <Pullout
      direction={site.direction}
      id={shellIds.mobileCategories}
      open={ui.pullout === 'mobileCategories'}
      onClose={() => ui.closePullout()}
      title={l1 ? localize(l1.label) : t('WEB.CATEGORY.SUBCATEGORIES')}
    >
      {l1 && (
        <>
          <SiteLink
            href={`/${l1.path}`}
            className={styles.row}
            aria-current={rest === `/${l1.path}` ? 'page' : undefined}
          >
            {t('WEB.CATEGORY.SHOP_ALL', { category: localize(l1.label) })}
          </SiteLink>
          {renderLevel(l1.children, `/${l1.path}`, 0)}
        </>
      )}
    </Pullout>
  );
});
