/**
 * The timers of the API client (the per-URL counter's clearing and the call timeout), in their own file so the client
 * and its attempt counter share one definition; tests pass fakes.
 */
export interface ApiTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: ApiTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
