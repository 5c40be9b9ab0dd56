/** What the browser gives the shop: storage, time, reloads, scripts, and the build and country the server tells. */

/** Small persistent key-value storage (localStorage in the browser, a map in tests). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Browser navigation side effects that stores may trigger (full reloads, scroll), kept out of stores for tests. */
export interface BrowserEnvironment {
  reload(): void;
  scrollToTop(): void;
  setDocumentLanguage(language: string, direction: 'ltr' | 'rtl'): void;
  setTitle(title: string): void;
  readonly isProduction: boolean;
}

/** Time and timers, injected so tests (and Playwright's clock in the browser) control the shop's delays. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The build date the server announces now (`?checkForUpdate=`), or null when it cannot tell. */
export interface BuildService {
  latestBuild(): Promise<string | null>;
}

/** Adds a third-party script to the page; rejects when it fails or takes longer than the timeout. */
export interface ScriptLoader {
  load(src: string, timeoutMs: number): Promise<void>;
}

/** What the server said to a site gate sign-in: a pass (now in a cookie), a wrong pair, or too many attempts. */
export type GateOutcome = 'passed' | 'refused' | 'limited';

/** Checks a typed username and password against a gated site's pairs, on the server. */
export interface GateService {
  signIn(siteId: string, username: string, password: string): Promise<GateOutcome>;
}

/** The country the server detected for this visitor, or null. */
export interface GeoService {
  detectCountry(): Promise<string | null>;
}
