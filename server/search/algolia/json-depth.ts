/**
 * Deeper than any Algolia parameter or rule needs. JSON.parse takes any depth, but echoing the value back, storing
 * it or answering it (JSON.stringify, Postgres jsonb) recurses and would overflow the stack into a 5xx.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests arrays and objects deeper than `max`, walked without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
