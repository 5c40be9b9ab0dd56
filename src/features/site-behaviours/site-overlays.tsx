import { observer } from 'mobx-react-lite';
import { useStores } from '../../kernel/stores/index.ts';
import { CookieMessage } from './cookie-message.tsx';
import { GateOverlay } from './gate-overlay.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import type { SiteBehaviours } from './site-behaviours.ts';
import { SplashModal } from './splash-modal.tsx';
import * as styles from './site-overlays.styles.ts';
import { UpdateModals } from './update-modals.tsx';

/**
 * Everything the site behaviours put over the page, one at a time where they would compete: the gate first, then
 * maintenance, then a failed download or a newer build, then the splash (not while the country popover asks its
 * question). The cookie message and the staff badge sit beside whatever shows.
 */
export const SiteOverlays = observer(function SiteOverlays({ behaviours }: { behaviours: SiteBehaviours }) {
  const { site, ui } = useStores();
  const siteName = site.site?.name ?? '';
  const { gate, maintenance, update, splash, cookieMessage, modes } = behaviours;
  const blocking = gate.locked || maintenance.inMaintenance;
  const updating = update.chunkFailure !== 'none' || update.updateAvailable;
  return (
    <>
      {gate.locked ? <GateOverlay gate={gate} siteName={siteName} /> : null}
      {!gate.locked && maintenance.inMaintenance ? <MaintenancePage siteName={siteName} /> : null}
      {!blocking ? (
        <UpdateModals update={update} supportCode={behaviours.supportCode} homePath={behaviours.homePath} />
      ) : null}
      {!blocking && !updating && ui.modal === null ? (
        <SplashModal splash={splash} href={(link) => site.href(link)} />
      ) : null}
      {!blocking ? (
        <CookieMessage store={cookieMessage} privacyPath={site.href('/about-us/privacy-policy')} />
      ) : null}
      {modes.admin || modes.preview ? (
        <span className={styles.staffBadge} role="status" data-staff-badge="">
          {/* Staff-only, and admin mode shows keys instead of strings: plain English on purpose. */}
          {[modes.admin ? 'Admin mode (Alt+Ctrl to leave)' : '', modes.preview ? 'Preview' : '']
            .filter(Boolean)
            .join(' · ')}
        </span>
      ) : null}
    </>
  );
});
