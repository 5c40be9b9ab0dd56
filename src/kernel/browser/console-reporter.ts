import type { ErrorReporter, ReportedError } from '../types/index.ts';

/**
 * Reports to the console (a vendor script can subscribe through `window.__storefrontErrors`), once per distinct
 * problem so a re-render does not flood the log.
 */
export class ConsoleErrorReporter implements ErrorReporter {
  private readonly seen = new Set<string>();
  readonly reports: ReportedError[] = [];

  report(error: ReportedError): void {
    const key = `${error.kind}|${error.file ?? ''}|${error.pointer ?? ''}|${error.rule ?? ''}|${error.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.reports.push(error);
    const where = error.file ? ` ${error.file}${error.pointer !== undefined ? `#${error.pointer}` : ''}` : '';
    console.warn(
      `[storefront:${error.kind}]${where}${error.rule ? ` (${error.rule})` : ''} ${error.message}`,
    );
  }
}
