import type { Clock, ScriptLoader } from '../types/index.ts';

/** Third-party scripts as `<script async>` elements, given up on after the timeout. */
export class DomScriptLoader implements ScriptLoader {
  constructor(
    private readonly document: Document,
    private readonly clock: Clock,
  ) {}

  load(src: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const script = this.document.createElement('script');
      script.src = src;
      script.async = true;
      const timer = this.clock.setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      script.onload = () => {
        this.clock.clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        this.clock.clearTimeout(timer);
        reject(new Error(`could not load ${src}`));
      };
      this.document.head.append(script);
    });
  }
}
