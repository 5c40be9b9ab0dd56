import fc from 'fast-check';
import { eachBlock } from '../../../src/renderer/block-problems.ts';
import { blockFiles, fixtureFiles, realBlocks, type FixtureFile } from './fixture-corpus.ts';
import { hostileKeys, hostileValue } from './hostile-values.ts';
import { allPointers, parentPointer, stepsOf } from './json-pointer.ts';

/** One generated content file: the fixture file it replaces, its new text, and what the generator knows about it. */
export interface ContentCase {
  file: FixtureFile;
  text: string;
  /** The parsed document, or undefined when the text is not JSON. */
  value: unknown;
  /** Where the mutations landed (pointers in the new document; a removed key's pointer). */
  targets: string[];
  /** The case breaks a rule for sure, so the checker must report it at (or around) a target. */
  mustFail: boolean;
  /** What was done, for the failure message and the figures. */
  label: string;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function parentAndKey(document: unknown, pointer: string): { parent: unknown; key: string } {
  let parent = document;
  const steps = stepsOf(pointer);
  for (const step of steps.slice(0, -1)) parent = (parent as Json)[step];
  return { parent, key: steps[steps.length - 1]! };
}

/** Set an own property, even `__proto__` (plain assignment would change the object's prototype). */
function setOwn(target: unknown, key: string, value: unknown): void {
  if (Array.isArray(target)) target[Number(key)] = value;
  else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const blockPointers = (document: unknown): string[] => {
  const found: string[] = [];
  if (isRecord(document) && Array.isArray(document.blocks))
    eachBlock(document.blocks, '/blocks', (_block, pointer) => found.push(pointer));
  return found;
};

/** A structural change to a parsed document. `at` picks a pointer (modulo the document's pointers). */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add-key'; at: number; key: string; value: unknown }
  | { kind: 'array-for-object'; at: number }
  | { kind: 'unknown-block'; at: number; type: string }
  | { kind: 'block-extra-key'; at: number; key: string; value: unknown }
  | { kind: 'deep-blocks'; at: number; depth: number };

/** A change to the text itself, after the structural ones. */
export type TextMutation =
  { kind: 'none' } | { kind: 'truncate'; keep: number } | { kind: 'garble'; at: number; junk: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add-key' as const),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 })),
      value: hostileValue,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('array-for-object' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('unknown-block' as const),
      at: fc.nat(),
      type: fc.oneof(
        fc.constantFrom('mystery', '', 'TABS', '__proto__', 'constructor', 'toString'),
        fc.string(),
      ),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('block-extra-key' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom(...hostileKeys),
        fc.constantFrom('onClick', 'dangerouslySetInnerHTML', 'style'),
      ),
      value: hostileValue,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('deep-blocks' as const),
      at: fc.nat(),
      depth: fc.integer({ min: 2, max: 60 }),
    }),
    weight: 1,
  },
);

const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('truncate' as const), keep: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('garble' as const),
      at: fc.nat(),
      junk: fc.constantFrom('{', '}', ',', '"', '\\', '\u0000', "'", 'NaN', '//', '/*', ']'),
    }),
    weight: 1,
  },
);

/** Apply one mutation; returns the pointer it touched and whether it surely breaks the file. */
function applyMutation(document: unknown, change: Mutation): { target: string; breaks: boolean } | undefined {
  const pointers = allPointers(document);
  const children = pointers.filter((p) => p !== '');
  const blocks = blockPointers(document);
  switch (change.kind) {
    case 'replace': {
      if (!children.length) return undefined;
      const target = pick(children, change.at);
      const { parent, key } = parentAndKey(document, target);
      setOwn(parent, key, change.value);
      return { target, breaks: false };
    }
    case 'delete': {
      if (!children.length) return undefined;
      const target = pick(children, change.at);
      const { parent, key } = parentAndKey(document, target);
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Json)[key];
      return { target: parentPointer(target), breaks: false };
    }
    case 'add-key': {
      const objects = pointers.filter((p) => isRecord(valueAt(document, p)));
      if (!objects.length) return undefined;
      const at = pick(objects, change.at);
      setOwn(valueAt(document, at), change.key, change.value);
      return { target: at, breaks: false };
    }
    case 'array-for-object': {
      const objects = children.filter((p) => isRecord(valueAt(document, p)));
      if (!objects.length) return undefined;
      const target = pick(objects, change.at);
      const { parent, key } = parentAndKey(document, target);
      setOwn(parent, key, Object.values(valueAt(document, target) as Json));
      return { target, breaks: false };
    }
    case 'unknown-block': {
      if (!blocks.length) return undefined;
      const target = pick(blocks, change.at);
      const block = valueAt(document, target);
      if (!isRecord(block)) return undefined;
      block.type = change.type;
      // A type that happens to be a real one is no longer a broken block.
      return { target, breaks: !realTypes.has(change.type) };
    }
    case 'block-extra-key': {
      if (!blocks.length) return undefined;
      const target = pick(blocks, change.at);
      const block = valueAt(document, target);
      if (!isRecord(block)) return undefined;
      // Blocks admit only their own fields: any other key is an error, whatever its value.
      const fresh = !Object.hasOwn(block, change.key);
      setOwn(block, change.key, change.value);
      return { target, breaks: fresh };
    }
    case 'deep-blocks': {
      if (!blocks.length) return undefined;
      const target = pick(blocks, change.at);
      const { parent, key } = parentAndKey(document, target);
      let nested = valueAt(document, target);
      for (let level = 0; level < change.depth; level++)
        nested = { type: 'tabs', tabs: [{ label: `Level ${level}`, blocks: [nested] }] };
      setOwn(parent, key, nested);
      return { target, breaks: false };
    }
  }
}

const realTypes = new Set(realBlocks.map((block) => block.type));

function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const step of stepsOf(pointer)) value = (value as Json)[step];
  return value;
}

function applyText(text: string, change: TextMutation): { text: string; breaks: boolean } {
  if (change.kind === 'none') return { text, breaks: false };
  const trimmed = text.trimEnd();
  if (change.kind === 'truncate')
    return { text: trimmed.slice(0, change.keep % trimmed.length), breaks: true };
  const at = change.at % (text.length + 1);
  return { text: text.slice(0, at) + change.junk + text.slice(at), breaks: false };
}

const parseOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
};

/** How a case prints in a failure: the file by its path, and the text (long texts cut). */
function withPrintout(testCase: ContentCase): ContentCase {
  const text =
    testCase.text.length > 3000
      ? `${testCase.text.slice(0, 3000)}… (${testCase.text.length} chars)`
      : testCase.text;
  return Object.assign(testCase, {
    [fc.toStringMethod]: () =>
      `${testCase.label} on ${testCase.file.path} at [${testCase.targets.join(', ')}]` +
      `${testCase.mustFail ? ' (must fail)' : ''}:\n${text}`,
  });
}

/** Mutations of the real fixture files: one to three structural changes, sometimes a broken text on top. */
export function mutatedFile(files: readonly FixtureFile[] = fixtureFiles): fc.Arbitrary<ContentCase> {
  return fc
    .record({
      fileIndex: fc.nat(),
      changes: fc.array(mutation, { minLength: 1, maxLength: 3 }),
      textChange: textMutation,
    })
    .map(({ fileIndex, changes, textChange }) => {
      const file = pick(files, fileIndex);
      const document = structuredClone(file.value);
      const targets: string[] = [];
      let mustFail = false;
      for (const change of changes) {
        const applied = applyMutation(document, change);
        if (!applied) continue;
        targets.push(applied.target);
        // A later change may undo an earlier one (delete its parent): only the last change is trusted to break.
        mustFail = applied.breaks;
      }
      const text = applyText(JSON.stringify(document, null, 2), textChange);
      const value = parseOrUndefined(text.text);
      return withPrintout({
        file,
        text: text.text,
        value,
        targets: text.breaks ? [''] : targets,
        mustFail: text.breaks || (mustFail && value !== undefined),
        label: [...changes.map((c) => c.kind), textChange.kind].join('+'),
      });
    });
}

/** Mutated block pages only: what the block renderers see. */
export const mutatedBlockFile = (): fc.Arbitrary<ContentCase> => mutatedFile(blockFiles);

const containerOf = (kind: 'tabs' | 'accordion', blocks: unknown[]) =>
  kind === 'tabs'
    ? { type: 'tabs', tabs: [{ label: 'Generated', blocks }] }
    : { type: 'accordion', items: [{ heading: 'Generated', blocks }] };

/** A valid block list built from real blocks: picked, reordered, and nested inside tabs and accordions. */
const validBlockList: fc.Arbitrary<unknown[]> = fc.letrec<{ list: unknown[]; item: unknown }>((tie) => ({
  list: fc.array(tie('item'), { maxLength: 8 }),
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...realBlocks),
    fc
      .tuple(fc.constantFrom('tabs' as const, 'accordion' as const), tie('list'))
      .map(([kind, blocks]) => containerOf(kind, blocks)),
  ),
})).list;

const asCase = ({
  file,
  value,
  label,
}: {
  file: FixtureFile;
  value: unknown;
  label: string;
}): ContentCase => ({
  file,
  text: JSON.stringify(value, null, 2),
  value,
  targets: [],
  mustFail: false,
  label,
});

/** Schema-valid block pages rebuilt from real blocks. */
export function validPage(): fc.Arbitrary<ContentCase> {
  return fc.record({ fileIndex: fc.nat(), blocks: validBlockList }).map(({ fileIndex, blocks }) => {
    const file = pick(blockFiles, fileIndex);
    return asCase({ file, value: { ...(file.value as Json), blocks }, label: 'valid-page' });
  });
}

/** Schema-valid files: block pages rebuilt from real blocks, other files with one of their lists reordered. */
export function validFile(): fc.Arbitrary<ContentCase> {
  const reordered = fc
    .record({ fileIndex: fc.nat(), listIndex: fc.nat(), order: fc.array(fc.nat(), { maxLength: 40 }) })
    .map(({ fileIndex, listIndex, order }) => {
      const file = pick(fixtureFiles, fileIndex);
      const value = structuredClone(file.value);
      const lists = allPointers(value).filter((p) => Array.isArray(valueAt(value, p)));
      if (lists.length) {
        const list = valueAt(value, pick(lists, listIndex)) as unknown[];
        // Rotate by each number in turn: a reproducible permutation that keeps every element.
        for (const n of order) list.push(...list.splice(0, n % Math.max(1, list.length)));
      }
      return asCase({ file, value, label: 'valid-reordered' });
    });
  return fc.oneof(validPage(), reordered);
}

/** Valid and mutated files together, for a target's run. */
export const anyContentFile = (): fc.Arbitrary<ContentCase> =>
  fc.oneof({ arbitrary: validFile(), weight: 1 }, { arbitrary: mutatedFile(), weight: 4 });

/** Valid and mutated block pages. */
export const anyBlockFile = (): fc.Arbitrary<ContentCase> =>
  fc.oneof(
    { arbitrary: validFile().filter((c) => blockFiles.includes(c.file)), weight: 1 },
    { arbitrary: mutatedBlockFile(), weight: 4 },
  );
