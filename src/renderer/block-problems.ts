import { childListPaths } from '../../schemas/content/blocks/child-lists.ts';
import type { ReportedError } from '../kernel/types/index.ts';
import { validateBlock } from '../validation/index.ts';
import type { BlockType } from '../../schemas/content/blocks/index.ts';
import { isBlockType, type BlockContentOf, type BlockRegistry } from './define-block.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON pointer step: `~` and `/` escaped as the pointer syntax requires. */
const step = (key: string | number) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * The problems the renderer finds in one block before it renders it: an unknown type, or every rule of its type's
 * schema it breaks, each with the file and its pointer. An empty list means the block renders.
 */
export function blockProblems(
  registry: BlockRegistry,
  block: unknown,
  file: string,
  pointer: string,
): ReportedError[] {
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : '';
  if (!isBlockType(registry, type)) {
    return [
      { kind: 'content', file, pointer, rule: 'unknown-block', message: `Unknown block type "${type}"` },
    ];
  }
  return (validateBlock(type, block) ?? []).map((issue) => ({
    kind: 'content',
    file,
    ...issue,
    pointer: `${pointer}${issue.pointer}`,
  }));
}

/**
 * A block of type `K` in which `blockProblems` found nothing is content of that type: validation proved it, and this
 * guard tells the type checker, so the renderer hands it to the component without a cast.
 */
export const passedCheck = <K extends BlockType>(
  type: K,
  block: unknown,
  problems: readonly ReportedError[],
): block is BlockContentOf<K> => problems.length === 0 && isRecord(block) && block.type === type;

/** The child block lists of a container block (tabs, accordion, carousel), each with its pointer inside the block. */
export function childBlockLists(block: unknown): { pointer: string; blocks: unknown[] }[] {
  if (!isRecord(block) || typeof block.type !== 'string') return [];
  const found: { pointer: string; blocks: unknown[] }[] = [];
  const walk = (value: unknown, steps: readonly string[], pointer: string): void => {
    const [next, ...rest] = steps;
    if (next === undefined) {
      if (Array.isArray(value)) found.push({ pointer, blocks: value });
    } else if (next === '*') {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, rest, pointer + step(index)));
    } else if (isRecord(value)) {
      walk(value[next], rest, pointer + step(next));
    }
  };
  for (const path of childListPaths(block.type)) walk(block, path.split('/'), '');
  return found;
}

/** Every block of a list with its pointer, depth first, children of container blocks included. */
export function eachBlock(
  blocks: readonly unknown[] | undefined,
  pointer: string,
  visit: (block: unknown, pointer: string) => void,
): void {
  (blocks ?? []).forEach((block, index) => {
    const at = pointer + step(index);
    visit(block, at);
    for (const child of childBlockLists(block)) eachBlock(child.blocks, at + child.pointer, visit);
  });
}

/**
 * The problems of every block in a tree, children included even under a broken parent: what an editor must fix before
 * the whole list renders. The renderer finds the same ones block by block as it renders.
 */
export function blockTreeProblems(
  registry: BlockRegistry,
  blocks: readonly unknown[] | undefined,
  file: string,
  pointer: string,
): ReportedError[] {
  const problems: ReportedError[] = [];
  eachBlock(blocks, pointer, (block, at) => problems.push(...blockProblems(registry, block, file, at)));
  return problems;
}
