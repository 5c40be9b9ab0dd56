/**
 * Where container blocks keep their child blocks (`*` = every index), so validation, preloading and rendering walk
 * the tree with exact JSON pointers. Kept apart from the schemas so the storefront can walk trees without them.
 */
export const blockChildLists: Readonly<Record<string, readonly string[]>> = {
  tabs: ['tabs/*/blocks'],
  accordion: ['items/*/blocks'],
  carousel: ['slides'],
};

/**
 * The child-list paths of a block type; none for a type that is not a container. Own entries only: a content file's
 * `"type": "constructor"` must not reach Object's prototype (a function, not a list of paths).
 */
export const childListPaths = (type: string): readonly string[] =>
  Object.hasOwn(blockChildLists, type) ? blockChildLists[type]! : [];

/** Every block type used in a block list, children included. */
export function blockTypesIn(blocks: unknown, found = new Set<string>()): Set<string> {
  // A child list may hold anything in a broken file (a number, a string): only arrays are walked.
  if (!Array.isArray(blocks)) return found;
  for (const block of blocks as unknown[]) {
    if (typeof block !== 'object' || block === null) continue;
    const record = block as Record<string, unknown>;
    if (typeof record.type !== 'string') continue;
    found.add(record.type);
    for (const path of childListPaths(record.type)) {
      const [list, star, rest] = path.split('/') as [string, string?, string?];
      const value = record[list];
      if (!Array.isArray(value)) continue;
      if (star === '*' && rest) {
        for (const item of value) blockTypesIn((item as Record<string, unknown> | null)?.[rest], found);
      } else {
        blockTypesIn(value, found);
      }
    }
  }
  return found;
}
