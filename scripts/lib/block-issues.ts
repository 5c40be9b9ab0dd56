import { blockSchemas, type BlockType } from '../../schemas/content/blocks/index.ts';
import { childListPaths } from '../../schemas/content/blocks/child-lists.ts';
import { jsonPointer, type ContentIssue } from './content-issue.ts';
import { schemaIssues } from './schema-issues.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The child block lists of a block, following `blockChildLists` paths (`*` = every index of an array). */
function childLists(block: Record<string, unknown>, type: BlockType): { pointer: string; list: unknown[] }[] {
  const found: { pointer: string; list: unknown[] }[] = [];
  const walk = (value: unknown, steps: string[], pointer: string): void => {
    if (steps.length === 0) {
      if (Array.isArray(value)) found.push({ pointer, list: value });
      return;
    }
    const [step, ...rest] = steps as [string, ...string[]];
    if (step === '*') {
      if (Array.isArray(value))
        value.forEach((item, index) => walk(item, rest, pointer + jsonPointer(index)));
    } else if (isObject(value)) {
      walk(value[step], rest, pointer + jsonPointer(step));
    }
  };
  for (const path of childListPaths(type)) walk(block, path.split('/'), '');
  return found;
}

/**
 * Validate a list of blocks, each against its own type's schema, then its child blocks recursively, so every issue
 * points at the exact block (`/blocks/3/tabs/1/blocks/0/title`). A block with a type nobody knows is 'unknown-block'.
 */
export function blockListIssues(file: string, blocks: unknown, pointer: string): ContentIssue[] {
  if (!Array.isArray(blocks)) return [];
  const issues: ContentIssue[] = [];
  blocks.forEach((block, index) => {
    const at = pointer + jsonPointer(index);
    if (!isObject(block) || typeof block.type !== 'string') return; // the page schema reports it
    if (!Object.hasOwn(blockSchemas, block.type)) {
      const known = Object.keys(blockSchemas).join(', ');
      issues.push({
        file,
        pointer: at,
        rule: 'unknown-block',
        message: `unknown block type "${block.type}" (known: ${known})`,
      });
      return;
    }
    const type = block.type as BlockType;
    issues.push(...schemaIssues(file, blockSchemas[type], block, at));
    for (const child of childLists(block, type))
      issues.push(...blockListIssues(file, child.list, at + child.pointer));
  });
  return issues;
}
