import { observer } from 'mobx-react-lite';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { NavItemLink } from '../nav/nav-item-link.tsx';
import { shellIds } from '../shell-constants.ts';
import { countryChoices } from '../site-settings/country-choices.ts';
import { SiteSettingsButton } from '../site-settings/site-settings-button.tsx';
import { MenuLevels } from './menu-levels.tsx';
import * as styles from './menu-pullout.styles.ts';
import { Pullout } from '../../../ui/pullout/pullout.tsx';

/** Id of the phone menu drawer, for the menu button's `aria-controls`. */

/**
 * The phone and tablet menu (`ui.pullout === 'menuPullout'`): the navigation menu as drill-down levels, the extra
 * sections of menu-pullout.json, and the country and language button.
 */
export const MenuPullout = observer(function MenuPullout({ shell }: { shell: ShellContent | null }) {
  const { ui, site } = useStores();
  const t = useT();
  const localize = useLocalize();
  const close = () => ui.closePullout();
  const choices = countryChoices(shell?.countryNavigation ?? null, site.sites, site.language);
  const current = choices.find((choice) => choice.siteId === site.site?.siteId);
  return (
    <Pullout
      direction={site.direction}
      id={shellIds.menuPullout}
      open={ui.pullout === 'menuPullout'}
      onClose={close}
      title={t('WEB.SHELL.MENU')}
      returnFocusId={shellIds.menuButton}
    >
      <MenuLevels items={shell?.navMenu?.items ?? []}>
        {!!shell?.menuPullout?.sections.length && (
          <div className={styles.sections}>
            {shell.menuPullout.sections.map((section) => (
              <section key={section.title} className={styles.section}>
                <h3>{localize(section.title)}</h3>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.key}>
                      <NavItemLink item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </MenuLevels>
      <SiteSettingsButton variant="wide" current={current} onBeforeOpen={close} />
    </Pullout>
  );
});
