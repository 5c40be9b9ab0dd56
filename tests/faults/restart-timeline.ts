/**
 * The calls of the PostgreSQL restart run, as a timeline, and what it tells: how long shoppers saw the outage, when
 * writes and every kind of call came back, and which answers were not the clear 503 an outage may give.
 */
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';

/** A call unanswered this long is a hang (the pool gives up connecting after 5 s, a transaction tries 5 times). */
const HANG_MS = 20_000;

/**
 * Reads (a listing page, a product, a search, a bag), then the writes: a new session, an add to bag, a placed order.
 * The PostgreSQL restart run sends the KINDS; the node-lost run adds listing pages.
 */
export type Kind = 'listing' | 'product' | 'search' | 'bag' | 'session' | 'add' | 'order';
export const KINDS: Kind[] = ['product', 'search', 'bag', 'session', 'add', 'order'];
export const WRITES = new Set<Kind>(['session', 'add', 'order']);

/** One call of the run: what it was, when it started and ended, and its answer. */
export interface Answer {
  kind: Kind;
  start: number;
  end: number;
  /** The HTTP status, or how the call failed without one. */
  status: number | 'timeout' | 'network error';
  code?: string;
  retryAfter?: string | null;
}

/** One call, timed and recorded in `timeline`, with its parsed JSON body when it has one. */
export async function timed(
  timeline: Answer[],
  kind: Kind,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<{ status?: number; body?: Record<string, unknown>; session?: string | null }> {
  const start = Date.now();
  try {
    const response = await send(AbortSignal.timeout(HANG_MS));
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON (a page): the status says enough.
    }
    timeline.push({
      kind,
      start,
      end: Date.now(),
      status: response.status,
      ...(response.ok
        ? {}
        : { code: String(body?.code ?? ''), retryAfter: response.headers.get('retry-after') }),
    });
    return { status: response.status, body, session: response.headers.get(SESSION_HEADER) };
  } catch (error) {
    const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
    timeline.push({ kind, start, end: Date.now(), status });
    return {};
  }
}

export const success = (status: unknown) => typeof status === 'number' && status >= 200 && status < 300;
export const ok = (answer: Answer) => success(answer.status);
export const label = (answer: Answer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

/** What the timeline tells of an outage that began with the restart at `restartAt`. */
export interface TimelineJudgement {
  /** Calls from the restart on that did not answer 2xx, by "status code" (or how they failed). */
  outage: Record<string, number>;
  outageMs?: number;
  firstWriteMs?: number;
  recoveredMs?: number;
  slowestMs: number;
  problems: string[];
}

export function judgeTimeline(timeline: Answer[], restartAt: number): TimelineJudgement {
  const problems: string[] = [];
  // The outage as the shoppers saw it: from its first failed call to its last, the first write acknowledged after
  // the last write refused, and each kind's first success after its last failure.
  const failed = timeline.filter((answer) => answer.start >= restartAt && !ok(answer));
  const firstFailure = Math.min(...failed.map((answer) => answer.start));
  const lastWriteFailure = Math.max(
    firstFailure,
    ...failed.filter((answer) => WRITES.has(answer.kind)).map((answer) => answer.end),
  );
  const firstWrite = timeline.find(
    (answer) => answer.start > lastWriteFailure && WRITES.has(answer.kind) && ok(answer),
  );
  const firstWriteMs = firstWrite ? firstWrite.end - restartAt : undefined;
  const kindsRecovered = KINDS.map((kind) => {
    const lastFailure = Math.max(
      firstFailure,
      ...failed.filter((answer) => answer.kind === kind).map((answer) => answer.end),
    );
    return timeline.find((answer) => answer.kind === kind && answer.start > lastFailure && ok(answer))?.end;
  });
  const recoveredMs =
    failed.length && kindsRecovered.every((end) => end !== undefined)
      ? Math.max(...(kindsRecovered as number[])) - restartAt
      : undefined;

  // The answers: nothing but 2xx before the restart, nothing but a clear 503 from it on, nothing slow.
  const before = timeline.filter((answer) => answer.start < restartAt && !ok(answer));
  if (before.length)
    problems.push(
      `${before.length} calls failed before the restart (${before.slice(0, 3).map(label).join(', ')})`,
    );
  const wrong = new Map<string, number>();
  for (const answer of timeline.filter((entry) => !ok(entry))) {
    const clear = answer.status === 503 && answer.code === 'SERVICE_UNAVAILABLE' && answer.retryAfter;
    const what = `${answer.kind} answered ${label(answer)}${answer.status === 503 ? ` with retry-after ${answer.retryAfter ?? 'missing'}` : ''}`;
    if (!clear) wrong.set(what, (wrong.get(what) ?? 0) + 1);
  }
  for (const [what, count] of wrong) problems.push(`${count} × ${what}`);

  const outage: Record<string, number> = {};
  for (const answer of failed) outage[label(answer)] = (outage[label(answer)] ?? 0) + 1;
  return {
    outage,
    ...(failed.length ? { outageMs: Math.max(...failed.map((answer) => answer.end)) - firstFailure } : {}),
    ...(firstWriteMs === undefined ? {} : { firstWriteMs }),
    ...(recoveredMs === undefined ? {} : { recoveredMs }),
    slowestMs: Math.max(...timeline.map((answer) => answer.end - answer.start)),
    problems,
  };
}
