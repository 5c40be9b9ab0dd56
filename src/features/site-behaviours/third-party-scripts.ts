import type { ContentOf } from '../../content/index.ts';
import type { Clock, ErrorReporter } from '../../kernel/types/index.ts';
import type { PageEnvironment, ScriptLoader } from './behaviour-services.ts';

/** A third-party script that has not loaded after this long counts as failed. */
export const SCRIPT_TIMEOUT_MS = 120000;
export const APP_READY_DELAY_MS = 5000;

export type ThirdPartyScript = ContentOf<'scripts'>['scripts'][number];
export type ScriptEnvironment = 'production' | 'staging' | 'development';

/**
 * Which of scripts.json's scripts this page loads: enabled ones listed for its environment; tracking only in
 * production and staging, and never when tracking is switched off (metadata `integrations.tracking: false`).
 */
export function scriptsToLoad(
  scripts: readonly ThirdPartyScript[],
  environment: ScriptEnvironment,
  trackingOff: boolean,
): ThirdPartyScript[] {
  return scripts.filter(
    (script) =>
      script.enabled &&
      (script.environments ?? ['production', 'staging']).includes(environment) &&
      (script.kind !== 'tracking' || (environment !== 'development' && !trackingOff)),
  );
}

/** Load scripts side by side; one that fails or times out is reported and skipped, never breaking the page. */
export async function loadScripts(
  scripts: readonly ThirdPartyScript[],
  loader: ScriptLoader,
  reporter: ErrorReporter,
): Promise<string[]> {
  const loaded = await Promise.all(
    scripts.map((script) =>
      loader.load(script.src, SCRIPT_TIMEOUT_MS).then(
        () => script.id,
        (error: unknown) => {
          reporter.report({
            kind: 'network',
            rule: 'script-load',
            message: `Problem loading script ${script.id}: ${error instanceof Error ? error.message : String(error)}`,
            severity: 1,
          });
          return null;
        },
      ),
    ),
  );
  return loaded.filter((id): id is string => id !== null);
}

/**
 * Resolves when the app has marked itself ready (`<html data-app-ready>`), or after 5 s without it (a slow or failed
 * first render), marking it then, so secondary scripts are never held back for good.
 */
export function whenAppReady(
  page: Pick<PageEnvironment, 'hasFlag' | 'setFlag'> & { onFlag(name: string, callback: () => void): void },
  clock: Clock,
): Promise<void> {
  return new Promise((resolve) => {
    if (page.hasFlag('app-ready')) return resolve();
    const timer = clock.setTimeout(() => {
      page.setFlag('app-ready', true);
      resolve();
    }, APP_READY_DELAY_MS);
    page.onFlag('app-ready', () => {
      clock.clearTimeout(timer);
      resolve();
    });
  });
}
