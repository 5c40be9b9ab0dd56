import type { FuzzSettings } from './fuzz-settings.ts';

/** What one target's run did, printed at its end: the numbers the full run reports. */
export class FuzzFigures {
  cases = 0;
  /** The target itself threw (or rejected): must stay 0. */
  crashes = 0;
  /** Cases that broke a rule of the suite (a crash, a pointer outside its file, a bad block not reported). */
  failures = 0;
  /** Problems the target reported (issues, bad blocks). */
  reported = 0;
  readonly pointers = new Set<string>();
  private readonly started = performance.now();

  constructor(
    readonly target: string,
    readonly settings: FuzzSettings,
  ) {}

  /** Run one case, counting it and its failure (rethrown for fast-check to shrink and print). */
  async run<T>(work: () => Promise<T> | T): Promise<T> {
    this.cases += 1;
    try {
      return await work();
    } catch (error) {
      this.failures += 1;
      throw error;
    }
  }

  /** Call the target, counting a throw as a crash. */
  async call<T>(call: () => Promise<T> | T): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.crashes += 1;
      throw error;
    }
  }

  report(file: string, pointer: string): void {
    this.reported += 1;
    this.pointers.add(`${file}#${pointer}`);
  }

  summary(): string {
    const seconds = ((performance.now() - this.started) / 1000).toFixed(1);
    return (
      `content fuzz [${this.target}] cases=${this.cases} crashes=${this.crashes} failures=${this.failures} reported=${this.reported} ` +
      `distinctPointers=${this.pointers.size} time=${seconds}s seed=${this.settings.seed}`
    );
  }
}

/** Nothing a content file says may add properties to every object. */
export function assertPrototypesClean(): void {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin'])
    if (key in probe) throw new Error(`Object.prototype was polluted with "${key}"`);
}
