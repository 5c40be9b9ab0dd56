export type {
  BuildService,
  GeoService,
  MetadataService,
  PageEnvironment,
  ScriptLoader,
} from './behaviour-services.ts';
export { CookieMessageStore } from './cookie-message-store.ts';
export { GateStore } from './gate-store.ts';
export { MaintenanceStore } from './maintenance-store.ts';
export type { SiteBehaviours } from './site-behaviours.ts';
export { SiteOverlays } from './site-overlays.tsx';
export { SplashStore, type SplashContent, type SplashSeenMarker } from './splash-store.ts';
export { ServerSplash } from './splash-modal.tsx';
export { StaffModesStore } from './staff-modes-store.ts';
export { loadScripts, scriptsToLoad, whenAppReady, type ScriptEnvironment } from './third-party-scripts.ts';
export { isChunkLoadError, UpdateStore } from './update-store.ts';
export { planSiteBehaviourContent, serverSplashMarkup } from './server-splash.tsx';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads the site's behaviours, after the first paint. */
export const loadSiteBehaviours = () => import('./start-site-behaviours.tsx');
