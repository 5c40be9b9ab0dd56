import { makeAutoObservable, runInAction } from 'mobx';
import { failureCode } from '../../kernel/api/fetch-failure.ts';
import type { Clock, ErrorReporter, KeyValueStorage } from '../../kernel/types/index.ts';
import type { BuildService, PageEnvironment } from './behaviour-services.ts';
import { MEMORY_KEYS } from '../../kernel/session/shopper-memory-store.ts';

/** The update modal reloads after this long. */
export const CHUNK_RELOAD_DELAY_MS = 2000;
/** When the reload this flow made happened; a second failure soon after is not cured by reloading again. */
export const CHUNK_RELOAD_KEY = MEMORY_KEYS.chunkReloadAt;
const SECOND_FAILURE_WINDOW_MS = 5 * 60 * 1000;

export type ChunkFailureState = 'none' | 'reloading' | 'failed';

/** The messages browsers give a failed `import()` (Chromium, Firefox, Safari) and Vite's failed preload. */
export const isChunkLoadError = (error: unknown): boolean =>
  !!error &&
  /dynamically imported module|Importing a module script failed|Unable to preload/i.test(String(error));

/**
 * Newer builds and failed downloads of page code (lazy module failures). A newer build found by the
 * `checkForUpdate` request offers a reload. A page chunk that fails to load shows the update modal and reloads after
 * 2 s the first time; if it fails again after that reload, the refresh-error modal offers 'continue shopping'.
 */
export class UpdateStore {
  updateAvailable = false;
  chunkFailure: ChunkFailureState = 'none';

  constructor(
    private readonly builds: BuildService,
    private readonly currentBuild: string,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly page: Pick<PageEnvironment, 'reload' | 'assign'>,
    private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<UpdateStore, 'builds' | 'currentBuild' | 'storage' | 'clock' | 'page' | 'reporter'>(
      this,
      {
        builds: false,
        currentBuild: false,
        storage: false,
        clock: false,
        page: false,
        reporter: false,
      },
    );
  }

  /** Ask the server for its build date; a later one than this page's offers a reload. */
  async check(): Promise<boolean> {
    const newer = await this.newerBuildOut();
    if (newer) runInAction(() => (this.updateAvailable = true));
    return newer;
  }

  /**
   * Whether the server now serves a later build than this page's, without offering anything: the error screen asks
   * this and makes its own offer. A check that fails is reported and counts as no newer build.
   */
  async newerBuildOut(): Promise<boolean> {
    try {
      const latest = await this.builds.latestBuild();
      return !!latest && Date.parse(latest) > Date.parse(this.currentBuild);
    } catch (error) {
      this.reporter.report({
        kind: 'network',
        message: 'Problem checking for a newer build',
        rule: failureCode(error),
      });
      return false;
    }
  }

  dismissUpdate(): void {
    this.updateAvailable = false;
  }

  reload(): void {
    this.page.reload();
  }

  chunkFailed(error?: unknown): void {
    if (this.chunkFailure !== 'none') return;
    this.reporter.report({
      kind: 'network',
      rule: 'chunk-load',
      message: String(error ?? 'chunk failed'),
      severity: 2,
    });
    const now = this.clock.now();
    const reloadedAt = Number(this.storage.get(CHUNK_RELOAD_KEY));
    if (reloadedAt && now - reloadedAt >= 0 && now - reloadedAt < SECOND_FAILURE_WINDOW_MS) {
      this.storage.remove(CHUNK_RELOAD_KEY);
      this.chunkFailure = 'failed';
      return;
    }
    this.storage.set(CHUNK_RELOAD_KEY, String(now));
    this.chunkFailure = 'reloading';
    this.clock.setTimeout(() => this.page.reload(), CHUNK_RELOAD_DELAY_MS);
  }

  /** Leave the broken page for the site's homepage, with a full load so every chunk is fetched afresh. */
  continueShopping(homePath: string): void {
    this.chunkFailure = 'none';
    this.page.assign(homePath);
  }
}
