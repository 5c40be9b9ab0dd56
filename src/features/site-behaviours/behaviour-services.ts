export type { BuildService, GeoService, MetadataService, ScriptLoader } from '../../kernel/types/index.ts';

/** What the behaviours do to the page itself: reloads, document flags, scroll lock. */
export interface PageEnvironment {
  reload(): void;
  assign(path: string): void;
  /** `<html data-{name}>` on or off. */
  setFlag(name: string, on: boolean): void;
  hasFlag(name: string): boolean;
  /** Calls back once when `<html data-{name}>` appears. */
  onFlag(name: string, callback: () => void): void;
  lockScroll(locked: boolean): void;
  /** A global a consent manager defines once its banner is up. */
  hasGlobal(name: string): boolean;
  readonly hostname: string;
  readonly search: string;
}
