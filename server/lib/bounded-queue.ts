/** Until jobs have been timed, a job is guessed to take this long (for the wait a refusal names). */
const FIRST_GUESS_MS = 500;

/**
 * Runs slow jobs (password hashing, which holds one of libuv's few threads for a good part of a second) at most
 * `concurrency` at a time, lets at most `maxWaiting` more wait their turn in arrival order, and refuses the rest at
 * once with the error `refuse` makes from an estimate of the wait: a burst makes callers of this one kind of job wait
 * or come back later, and never takes the threads every other request needs.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(
    private readonly options: {
      concurrency: number;
      maxWaiting: number;
      refuse: (retryAfterMs: number) => Error;
    },
  ) {}

  /** Jobs running now and jobs waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Throw the `refuse` error when a job given now would be refused: a caller with work to do before its job (reading
   * the database) can turn away at once under a flood, before spending anything on it.
   */
  refuseWhenFull(): void {
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting)
      throw this.options.refuse(this.expectedWaitMs());
  }

  /** Run `job` when a turn comes; throws the `refuse` error, without running it, when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      this.refuseWhenFull();
      // The finishing job hands its turn over directly, so `running` never drops to let a newcomer jump the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** How long the jobs ahead would take to clear, from the recent average job. */
  private expectedWaitMs(): number {
    return Math.ceil(((this.waiting.length + this.running) * this.averageMs) / this.options.concurrency);
  }
}
