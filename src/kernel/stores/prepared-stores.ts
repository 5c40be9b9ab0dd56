/**
 * Per-screen stores a route prepared before the first render (on the server, and in the browser before it hydrates
 * the server's markup), kept by key for the screen that renders them: its first render then shows what they
 * loaded, exactly as the server's markup does. The screen lets go of its store once it is on screen.
 */
export class PreparedStores {
  private readonly kept = new Map<string, unknown>();

  keep(key: string, store: unknown): void {
    this.kept.set(key, store);
  }

  /** The store kept under the key when it is of the type asked for. */
  find<Store>(key: string, type: abstract new (...args: never[]) => Store): Store | undefined {
    const store = this.kept.get(key);
    return store instanceof type ? store : undefined;
  }

  release(key: string): void {
    this.kept.delete(key);
  }
}
