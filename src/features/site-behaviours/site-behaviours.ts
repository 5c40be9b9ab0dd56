import type { CookieMessageStore } from './cookie-message-store.ts';
import type { GateStore } from './gate-store.ts';
import type { MaintenanceStore } from './maintenance-store.ts';
import type { SplashStore } from './splash-store.ts';
import type { StaffModesStore } from './staff-modes-store.ts';
import type { UpdateStore } from './update-store.ts';

/** The site-wide behaviours of one page: what the overlays show and what tests look into. */
export interface SiteBehaviours {
  maintenance: MaintenanceStore;
  update: UpdateStore;
  gate: GateStore;
  cookieMessage: CookieMessageStore;
  splash: SplashStore;
  modes: StaffModesStore;
  supportCode: string;
  /** The current site's homepage, where 'continue shopping' goes. */
  homePath(): string;
}
