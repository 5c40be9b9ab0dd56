/** Whether a parsed query string names `name`, with or without a value (for routes that declare no query schema). */
export function hasQueryParameter(query: unknown, name: string): boolean {
  return typeof query === 'object' && query !== null && Object.hasOwn(query, name);
}

/** One parameter of a parsed query string as sent (text, a list, or undefined), for routes without a query schema. */
export function queryParameter(query: unknown, name: string): unknown {
  return typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
}
