import { schemaIssues } from '../../../scripts/lib/schema-issues.ts';
import { blockSchemas, type BlockType } from '../../../schemas/content/blocks/index.ts';
import { eachBlock } from '../../../src/renderer/block-problems.ts';
import { within } from './json-pointer.ts';

/** What a renderer must do with a block list, judged by content:check's own validator and block schemas (a second opinion). */
export interface ExpectedBlocks {
  /** Every block's pointer, depth first. */
  all: string[];
  /** Blocks that break a rule themselves (not through a child). */
  broken: Set<string>;
  /** Blocks that render: neither they nor any block around them is broken. */
  rendered: Set<string>;
  /** Broken blocks with no broken block around them: each shows as a placeholder (or nothing in production). */
  placeholders: Set<string>;
}

const ancestorsOf = (pointer: string, all: readonly string[]) =>
  all.filter((other) => other !== pointer && within(pointer, other));

/** Whether a block breaks a rule of its own: not a block, a type nobody knows, or its type's schema. */
function isBroken(block: unknown): boolean {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return true;
  const type = (block as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(blockSchemas, type)) return true;
  return schemaIssues('', blockSchemas[type as BlockType], block).length > 0;
}

export function expectedBlocks(blocks: unknown[]): ExpectedBlocks {
  const all: string[] = [];
  const broken = new Set<string>();
  eachBlock(blocks, '/blocks', (block, pointer) => {
    all.push(pointer);
    if (isBroken(block)) broken.add(pointer);
  });
  const rendered = new Set(
    all.filter((pointer) => !broken.has(pointer) && !ancestorsOf(pointer, all).some((a) => broken.has(a))),
  );
  const placeholders = new Set(
    [...broken].filter((pointer) => !ancestorsOf(pointer, all).some((a) => broken.has(a))),
  );
  return { all, broken, rendered, placeholders };
}

/** Top-level pointers (`/blocks/3`) only: nested lists may hide behind a closed tab or accordion. */
export const topLevel = (pointers: Iterable<string>): string[] =>
  [...pointers].filter((pointer) => /^\/blocks\/\d+$/.test(pointer)).sort();
