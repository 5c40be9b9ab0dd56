import { ApiError } from '../../api/api-error.ts';
import { WindowedCounter } from '../../lib/windowed-counter.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Client addresses remembered at once: far more than upload in an hour; a flood of new ones pushes out the oldest. */
const MAX_CLIENTS = 50_000;

/** A client went over its hourly upload bytes; `retryAfterSeconds` is when its hour ends. */
export class UploadBudgetExceeded extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'TOO_MANY_REQUESTS',
      `Too many uploaded bytes this hour: try again in ${retryAfterSeconds} s`,
      undefined,
      { retryAfterSeconds },
    );
  }
}

/**
 * Bytes uploaded per client address, in fixed one-hour windows that start with a client's first upload. Kept in
 * memory, per server: a restart forgives everyone, which is fine for a guard against one client filling the database.
 */
export class UploadBudget {
  private readonly counter: WindowedCounter;

  constructor(now: () => Date) {
    this.counter = new WindowedCounter({
      windowMs: HOUR_MS,
      maxKeys: MAX_CLIENTS,
      now: () => now().getTime(),
    });
  }

  /** How many clients are remembered: those whose hour has not ended. */
  get trackedClients(): number {
    return this.counter.size;
  }

  /** Throw 429 when `client` has no room for `declaredBytes` more (zero when the request does not say). */
  check(client: string, budgetBytes: number, declaredBytes = 0): void {
    if (this.counter.count(client) + declaredBytes > budgetBytes) throw this.exceeded(client);
  }

  /** Count bytes as they arrive; throw 429 as soon as the client goes over its budget. */
  charge(client: string, budgetBytes: number, bytes: number): void {
    this.counter.add(client, bytes);
    if (this.counter.count(client) > budgetBytes) throw this.exceeded(client);
  }

  private exceeded(client: string): UploadBudgetExceeded {
    // A request bigger than the whole budget, from a client with no window yet, waits a full hour.
    const remainingMs = this.counter.windowLeftMs(client) ?? HOUR_MS;
    return new UploadBudgetExceeded(Math.max(1, Math.ceil(remainingMs / 1000)));
  }
}
