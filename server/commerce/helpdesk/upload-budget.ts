import { ApiError } from '../../api/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import { addToCount } from '../../db/rate-counters.ts';

const HOUR_MS = 60 * 60 * 1000;

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

/** One upload's account: `charge` each piece as it arrives (throws once over), then `settle` once it is over. */
export interface UploadCharge {
  charge(bytes: number): void;
  settle(): Promise<void>;
}

/**
 * Bytes uploaded per client address, in fixed one-hour windows that start with a client's first upload, counted in
 * the database so every server process spends one budget (a guard against one client filling the database). An
 * upload reserves the bytes it declares up front, in one atomic step, so concurrent uploads on several processes
 * cannot each spend the same room; pieces arrive faster than a database round trip, so they are checked here
 * against what was left, and what the upload really sent replaces what it declared when it settles.
 */
export class UploadBudget {
  constructor(private readonly deps: { db: Queryable; now: () => Date }) {}

  /** Reserve `declaredBytes` (zero when the request does not say) for `client`; throws 429 when it does not fit. */
  async start(client: string, budgetBytes: number, declaredBytes = 0): Promise<UploadCharge> {
    const declared = Math.max(0, declaredBytes);
    const now = this.deps.now();
    const counted = await addToCount(
      this.deps.db,
      { key: `helpdesk-upload-bytes:address:${client}`, windowMs: HOUR_MS },
      declared,
      now,
    );
    const exceeded = () =>
      new UploadBudgetExceeded(Math.max(1, Math.ceil((counted.resetsAt.getTime() - now.getTime()) / 1000)));
    if (counted.count > budgetBytes) {
      await counted.giveBack(declared);
      throw exceeded();
    }
    // What this upload may send: its room before it declared anything.
    const room = budgetBytes - (counted.count - declared);
    let received = 0;
    return {
      charge: (bytes) => {
        received += bytes;
        if (received > room) throw exceeded();
      },
      settle: async () => {
        if (received > declared) {
          const extra = { key: `helpdesk-upload-bytes:address:${client}`, windowMs: HOUR_MS };
          await addToCount(this.deps.db, extra, received - declared, now);
        } else await counted.giveBack(declared - received);
      },
    };
  }
}
