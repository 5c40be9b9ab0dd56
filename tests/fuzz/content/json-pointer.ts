/** RFC 6901 JSON pointers: the fuzz suite checks that every reported pointer really lands inside its file. */

const escapeStep = (step: string | number) => String(step).replace(/~/g, '~0').replace(/\//g, '~1');

export const pointerOf = (steps: readonly (string | number)[]): string =>
  steps.map((step) => `/${escapeStep(step)}`).join('');

export function stepsOf(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Whether a pointer names a value inside the document (own properties only: `__proto__` must be a real key). */
export function resolves(document: unknown, pointer: string): boolean {
  let value = document;
  for (const step of stepsOf(pointer)) {
    if (Array.isArray(value)) {
      if (!/^(0|[1-9]\d*)$/.test(step) || Number(step) >= value.length) return false;
      value = value[Number(step)];
    } else if (typeof value === 'object' && value !== null && Object.hasOwn(value, step)) {
      value = (value as Record<string, unknown>)[step];
    } else {
      return false;
    }
  }
  return true;
}

/** The pointer of the parent ('' for the root's children). */
export const parentPointer = (pointer: string): string =>
  pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));

/** Whether one pointer is the other or lies inside it. */
export const within = (pointer: string, ancestor: string): boolean =>
  pointer === ancestor || pointer.startsWith(`${ancestor}/`);

/** Every pointer of a document, root first, depth first. */
export function allPointers(document: unknown, at = '', found: string[] = []): string[] {
  found.push(at);
  if (Array.isArray(document)) document.forEach((item, index) => allPointers(item, `${at}/${index}`, found));
  else if (typeof document === 'object' && document !== null)
    for (const key of Object.keys(document))
      allPointers((document as Record<string, unknown>)[key], `${at}/${escapeStep(key)}`, found);
  return found;
}
