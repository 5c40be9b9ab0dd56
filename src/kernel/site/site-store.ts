import { makeAutoObservable } from 'mobx';
import {
  basePath,
  parseSitePath,
  sitePath,
  switchLanguagePath,
  textDirection,
  type SiteLocation,
  type SiteSummary,
} from '../../sites/index.ts';
import type { Clock, KeyValueStorage } from '../types/index.ts';
import { MEMORY_KEYS } from '../session/shopper-memory-store.ts';

const languageKey = MEMORY_KEYS.language;

/** The longest a language switch's full reload waits for the session to take the new language. */
export const SESSION_LANGUAGE_WAIT_MS = 2000;

/** The shopping session as the site store sees it: whether one exists, and keeping a language on it. */
export interface SessionLanguage {
  exists(): boolean;
  keep(language: string): Promise<void>;
}

/** Which site and language the shopper is on, derived from the URL; the source of base paths, direction and prices. */
export class SiteStore {
  location: SiteLocation | null = null;
  /**
   * An email-marketing tracker is on (metadata `integrations.emailMarketing`, set by the site behaviours). It binds to
   * the page's language, so a language switch reloads the page at the new address.
   */
  switchReloads = false;
  /** The chosen language on its way to the session, until the API answers. */
  private keeping: Promise<void> | undefined;

  constructor(
    readonly sites: readonly SiteSummary[],
    private readonly storage: KeyValueStorage,
    private readonly clock: Pick<Clock, 'setTimeout'> = globalThis,
    private readonly session?: SessionLanguage,
  ) {
    makeAutoObservable<SiteStore, 'formatters' | 'storage' | 'clock' | 'session' | 'keeping'>(this, {
      sites: false,
      formatters: false,
      storage: false,
      clock: false,
      session: false,
      keeping: false,
    });
  }

  /**
   * Run a language switch's full reload after its delay, on the store's clock (tests move it by hand). A reload would
   * cut off the session's language update, so it also waits for that, though never past `SESSION_LANGUAGE_WAIT_MS`.
   */
  reloadAfter(reload: () => void, ms: number): void {
    const keeping = this.keeping;
    if (!keeping) {
      this.clock.setTimeout(reload, ms);
      return;
    }
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      reload();
    };
    this.clock.setTimeout(() => void keeping.then(once), ms);
    this.clock.setTimeout(once, Math.max(ms, SESSION_LANGUAGE_WAIT_MS));
  }

  /** Follow the router: called on every path change. */
  setPathname(pathname: string): void {
    const next = parseSitePath(pathname, this.sites);
    if (
      next?.site.siteId === this.location?.site.siteId &&
      next?.language === this.location?.language &&
      next?.rest === this.location?.rest
    )
      return;
    this.location = next ?? null;
  }

  get site(): SiteSummary | undefined {
    return this.location?.site;
  }

  get language(): string {
    return this.location?.language ?? 'en';
  }

  get locale(): string {
    const site = this.location?.site;
    return site?.locales?.[this.language] ?? `${this.language}-${site?.country ?? 'GB'}`;
  }

  get direction(): 'ltr' | 'rtl' {
    return textDirection(this.language);
  }

  get basePath(): string {
    return this.location ? basePath(this.location.site, this.location.language) : '';
  }

  /** A site-relative path made absolute for the current site and language. */
  href(path: string): string {
    return sitePath(this.basePath, path);
  }

  /**
   * Remember the shopper's language for this site (per client and country), keep it on the shopping session if there
   * is one, and give the path to go to.
   */
  chooseLanguage(language: string): string | undefined {
    const location = this.location;
    if (!location || !location.site.languages.includes(language)) return undefined;
    this.storage.set(languageKey(location.site.siteId), language);
    this.keepOnSession(language);
    return switchLanguagePath(location, language);
  }

  /**
   * The API keeps the language on the shopper's session. Without a session there is nothing to tell: the session
   * created later starts with the page's language, which by then is the chosen one.
   */
  private keepOnSession(language: string): void {
    if (!this.session?.exists()) return;
    const keeping = this.session.keep(language).catch(() => undefined);
    this.keeping = keeping;
    void keeping.then(() => {
      if (this.keeping === keeping) this.keeping = undefined;
    });
  }

  /** The language the shopper chose earlier on a site, if it still exists there. */
  storedLanguage(site: SiteSummary): string | undefined {
    const stored = this.storage.get(languageKey(site.siteId));
    return stored && site.languages.includes(stored) ? stored : undefined;
  }

  /**
   * Where an address without a language (`/ae/women`) should go for a shopper who chose a language on that site
   * earlier: the same page in that language, so `/ae` keeps Arabic once it was chosen. Undefined when the address
   * names its language, or the shopper chose none, or chose the one it falls back to.
   */
  rememberedLanguagePath(pathname: string): string | undefined {
    const location = parseSitePath(pathname, this.sites);
    if (!location?.languageFallback) return undefined;
    const stored = this.storedLanguage(location.site);
    return stored && stored !== location.language ? switchLanguagePath(location, stored) : undefined;
  }

  /** Where a visitor with no site in the URL should go. */
  entryPath(preferredSiteId?: string): string | undefined {
    const site = this.sites.find((s) => s.siteId === preferredSiteId) ?? this.sites[0];
    if (!site) return undefined;
    return basePath(site, this.storedLanguage(site) ?? site.defaultLanguage);
  }
}
