import type { i18n } from 'i18next';
import { autorun, runInAction } from 'mobx';
import { createRoot } from 'react-dom/client';
import { suggestCountry } from '../shell/index.ts';
import { I18nProvider } from '../../i18n/index.ts';
import {
  HttpBuildService,
  HttpGateService,
  HttpGeoService,
  HttpMetadataService,
} from './api/site-services.ts';
import type { Clock, ErrorReporter, KeyValueStorage } from '../../kernel/types/index.ts';
import { StoresProvider, type ShopStores } from '../../kernel/stores/index.ts';
import { siteMetadataFile } from '../../../shared/site-metadata.ts';
import { SPLASH_SEEN_COOKIE } from '../../../schemas/server-render.ts';
import { setPreferenceCookie, DomScriptLoader } from '../../kernel/browser/index.ts';
import { offerSplash } from './server-splash-handoff.ts';
import { pageFirstMetadata } from './page-first-metadata.ts';
import type { SiteMetadata } from '../../content/index.ts';
import { CookieMessageStore } from './cookie-message-store.ts';
import { GateStore } from './gate-store.ts';
import { isChunkLoadError, UpdateStore } from './update-store.ts';
import { loadScripts, scriptsToLoad, whenAppReady, type ScriptEnvironment } from './third-party-scripts.ts';
import { MaintenanceStore } from './maintenance-store.ts';
import { SiteOverlays } from './site-overlays.tsx';
import { SplashStore } from './splash-store.ts';
import { StaffModesStore } from './staff-modes-store.ts';
import { type PageEnvironment } from './behaviour-services.ts';
import { type SiteBehaviours } from './site-behaviours.ts';

interface Input {
  stores: ShopStores;
  i18n: i18n;
  storage: KeyValueStorage;
  reporter: ErrorReporter;
  clock: Clock;
  supportCode: string;
  /** The shop's metadata as the page read it: the maintenance poll's first answer. */
  pageMetadata: () => Promise<SiteMetadata>;
}

/** The page itself, as the behaviours change it: `<html data-*>` flags, reloads, the app behind overlays. */
function documentEnvironment(): PageEnvironment {
  const html = document.documentElement;
  return {
    reload: () => window.location.reload(),
    assign: (path) => window.location.assign(path),
    setFlag: (name, on) => html.toggleAttribute(`data-${name}`, on),
    hasFlag: (name) => html.hasAttribute(`data-${name}`),
    onFlag: (name, callback) => {
      const observer = new MutationObserver(() => {
        if (!html.hasAttribute(`data-${name}`)) return;
        observer.disconnect();
        callback();
      });
      observer.observe(html, { attributes: true, attributeFilter: [`data-${name}`] });
    },
    lockScroll: (locked) => document.getElementById('root')?.toggleAttribute('inert', locked),
    hasGlobal: (name) => name in window,
    hostname: window.location.hostname,
    search: window.location.search,
  };
}

function scriptEnvironment(hostname: string): ScriptEnvironment {
  if (!import.meta.env.PROD) return 'development';
  return /staging|preview/.test(hostname) ? 'staging' : 'production';
}

/**
 * Starts the site-wide behaviours: maintenance polling, the site gate, cookie message,
 * splash, country suggestion, newer builds and failed downloads, staff and accessibility modes, and third-party
 * scripts once the app is ready. Their overlays render in a React root of their own, outside the app's tree, so this
 * whole chunk loads beside the page instead of inside its first load.
 */
export function startSiteBehaviours({
  stores,
  i18n,
  storage,
  reporter,
  clock,
  supportCode,
  pageMetadata,
}: Input): SiteBehaviours {
  const page = documentEnvironment();
  const homePath = () => stores.site.basePath || '/';
  // The newer-build check asks the country folder's page (`/uk/?checkForUpdate=`); a folderless site asks its home.
  const countryFolder = () => {
    const folder = stores.site.location?.site.countryFolder;
    return folder ? `/${folder}` : homePath();
  };
  const currentBuild = document.querySelector('meta[name="build-date"]')?.getAttribute('content') ?? '';
  const update = new UpdateStore(
    new HttpBuildService(countryFolder),
    currentBuild,
    storage,
    clock,
    page,
    reporter,
  );
  const behaviours: SiteBehaviours = {
    update,
    maintenance: new MaintenanceStore(
      pageFirstMetadata(
        new HttpMetadataService(`/content/${siteMetadataFile(stores.ui.preview)}`),
        pageMetadata,
      ),
      reporter,
      clock,
      page,
      () => void update.check(),
    ),
    gate: new GateStore(new HttpGateService(), page.reload, storage, clock),
    cookieMessage: new CookieMessageStore(storage, clock),
    splash: new SplashStore(storage, {
      markSeen: (id) => setPreferenceCookie(document, SPLASH_SEEN_COOKIE, id),
    }),
    modes: new StaffModesStore(i18n, page, storage),
    supportCode,
    homePath,
  };
  const { gate, maintenance, splash, cookieMessage, modes } = behaviours;

  // Only the entry's MobX functions here (autorun, not reaction or when): others would grow the shared chunk.
  autorun(() => {
    const error = stores.ui.renderError;
    if (isChunkLoadError(error)) update.chunkFailed(error);
  });
  // The server marks a site `gated` in the sites index while this visitor has no pass for it.
  autorun(() => {
    const location = stores.site.location;
    if (location) gate.configure(location.site.siteId, location.site.gated === true);
  });
  autorun(() => page.setFlag('site-gate', gate.locked));
  // A preview records which client's build (the metadata's siteTag) and which country site it shows.
  autorun(() => {
    const siteId = stores.site.location?.site.siteId;
    const client = maintenance.metadata?.siteTag;
    if (modes.preview && siteId && client !== undefined) modes.recordPreview(client, siteId);
  });
  autorun(() => page.lockScroll(gate.locked || maintenance.inMaintenance));
  autorun(() => {
    const reloads = maintenance.metadata?.integrations?.emailMarketing === true;
    runInAction(() => (stores.site.switchReloads = reloads));
  });
  document.addEventListener('keydown', (event) => modes.keyDown(event), true);
  void maintenance.start();

  // Per site, once: the splash, the country suggestion and the cookie message (which may wait on a consent manager).
  const shellReady = new Promise<void>((resolve) => {
    const stop = autorun(() => {
      const location = stores.site.location;
      if (!location || !stores.content.hasShell(location.site.siteId)) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
  void shellReady.then(async () => {
    const { site, language } = stores.site.location!;
    // The splash as soon as its content is read: a server-rendered one is already on screen, waiting for the app's.
    const splashOffered = stores.content
      .loadOptional(site.siteId, 'splashModal', language)
      .then((content) => offerSplash(splash, content, clock));
    const [scripts, country] = await Promise.all([
      stores.content.loadOptional(site.siteId, 'scripts', language),
      new HttpGeoService().detectCountry(),
      splashOffered,
    ]);
    if (country) suggestCountry(stores, country);
    const consent = scripts?.scripts.find((script) => script.enabled && script.kind === 'consent');
    cookieMessage.start(consent?.readyGlobal ? () => page.hasGlobal(consent.readyGlobal!) : undefined);
    await whenAppReady(page, clock);
    const trackingOff = maintenance.metadata?.integrations?.tracking === false;
    const wanted = scriptsToLoad(scripts?.scripts ?? [], scriptEnvironment(page.hostname), trackingOff);
    await loadScripts(wanted, new DomScriptLoader(document, clock), reporter);
  });

  const host = document.createElement('div');
  host.id = 'site-overlays';
  document.body.append(host);
  createRoot(host).render(
    <StoresProvider stores={stores}>
      <I18nProvider i18n={i18n}>
        <SiteOverlays behaviours={behaviours} />
      </I18nProvider>
    </StoresProvider>,
  );
  return behaviours;
}
