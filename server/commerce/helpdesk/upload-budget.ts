import { ApiError } from '../../api/api-error.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A client went over its hourly upload bytes; `retryAfterSeconds` is when its hour ends. */
export class UploadBudgetExceeded extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', `Too many uploaded bytes this hour: try again in ${retryAfterSeconds} s`);
  }
}

interface Window {
  startMs: number;
  bytes: number;
}

/**
 * Bytes uploaded per client address, in fixed one-hour windows that start with a client's first upload. Kept in
 * memory, per server: a restart forgives everyone, which is fine for a guard against one client filling the database.
 * Windows are kept in the order they started, so expired ones are dropped from the front on every call and the map
 * never holds more than the clients of the last hour.
 */
export class UploadBudget {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => Date) {}

  /** How many clients are remembered: those whose hour has not ended. */
  get trackedClients(): number {
    this.current('');
    return this.windows.size;
  }

  /** Throw 429 when `client` has no room for `declaredBytes` more (zero when the request does not say). */
  check(client: string, budgetBytes: number, declaredBytes = 0): void {
    const window = this.current(client) ?? { startMs: this.now().getTime(), bytes: 0 };
    if (window.bytes + declaredBytes > budgetBytes) throw this.exceeded(window);
  }

  /** Count bytes as they arrive; throw 429 as soon as the client goes over its budget. */
  charge(client: string, budgetBytes: number, bytes: number): void {
    const window = this.current(client) ?? this.open(client);
    window.bytes += bytes;
    if (window.bytes > budgetBytes) throw this.exceeded(window);
  }

  private current(client: string): Window | undefined {
    const nowMs = this.now().getTime();
    for (const [key, window] of this.windows) {
      if (nowMs - window.startMs < HOUR_MS) break;
      this.windows.delete(key);
    }
    return this.windows.get(client);
  }

  private open(client: string): Window {
    const window = { startMs: this.now().getTime(), bytes: 0 };
    this.windows.set(client, window);
    return window;
  }

  private exceeded(window: Window): UploadBudgetExceeded {
    const remainingMs = window.startMs + HOUR_MS - this.now().getTime();
    return new UploadBudgetExceeded(Math.max(1, Math.ceil(remainingMs / 1000)));
  }
}
