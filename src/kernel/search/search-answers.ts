/**
 * Answers of multi-query searches kept by the batch that asked them: the server records what its render searched,
 * the page carries the record, and the browser's first identical search is answered from it (each answer once), so
 * a hydrating listing shows the server's results without asking the search endpoint again.
 */
export interface SearchAnswers {
  /** The kept answer (`{results}` of the multi-query) to this batch, if any. */
  take(requests: readonly object[]): unknown;
  /** An answer the endpoint gave to this batch. */
  keep(requests: readonly object[], answer: unknown): void;
}

/** How a batch is named in the record: apart from the API's own paths, which all start with `/api/`. */
const SEARCH_KEY_PREFIX = 'POST /1/indexes/*/queries ';
export const searchAnswerKey = (requests: readonly object[]): string =>
  `${SEARCH_KEY_PREFIX}${JSON.stringify({ requests })}`;

/** True when a page's record holds searches: its server render searched, so the hydrating browser prepares too. */
export const carriesSearches = (record: Readonly<Record<string, string>>): boolean =>
  Object.keys(record).some((key) => key.startsWith(SEARCH_KEY_PREFIX));

/** The server side: every answer goes into `into`, as JSON text, by its batch. */
export function recordingSearchAnswers(into: Record<string, string>): SearchAnswers {
  return {
    take: () => undefined,
    keep(requests, answer) {
      into[searchAnswerKey(requests)] = JSON.stringify(answer);
    },
  };
}

/** The browser side: the server's record answers each batch it holds once; later ones go to the endpoint. */
export function primedSearchAnswers(record: Readonly<Record<string, string>>): SearchAnswers {
  const left = new Map(Object.entries(record));
  return {
    take(requests) {
      const key = searchAnswerKey(requests);
      const text = left.get(key);
      if (text === undefined) return undefined;
      left.delete(key);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    keep: () => {},
  };
}
