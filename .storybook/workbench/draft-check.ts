import type { BlockRegistry } from '../../src/renderer/index.ts';
import { blockProblems, blockTreeProblems, childBlockLists } from '../../src/renderer/index.ts';
import { validateContent } from '../../src/validation/index.ts';
import type { DraftKind } from './draft-sources.ts';
import { parseJson, spanOf, type JsonSyntaxError, type TextSpan } from './json-text.ts';

/** One broken rule of a draft: its pointer, the rule and message, and where it is in the text. */
export interface DraftProblem {
  pointer: string;
  rule: string;
  message: string;
  span: TextSpan | undefined;
  /** The file's own schema refuses the draft: the shop would drop the whole file, not one block. */
  wholeFile: boolean;
}

export type DraftCheck =
  | { ok: false; syntax: JsonSyntaxError }
  | { ok: true; value: unknown; kind: DraftKind; problems: DraftProblem[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A block pasted where a page was: an object with a `type` and no `blocks` is checked as one block. */
function kindOf(kind: DraftKind, value: unknown): DraftKind {
  return kind === 'page' && isRecord(value) && typeof value.type === 'string' && !('blocks' in value)
    ? 'block'
    : kind;
}

/**
 * Checks a draft as the shop would: the file against its schema (what the content loader does), then every block
 * against its type's schema (what the renderer does, block by block, nested blocks included). Problems come in the
 * order they appear in the text.
 */
export async function checkDraft(
  text: string,
  startedAs: DraftKind,
  file: string,
  registry: BlockRegistry,
): Promise<DraftCheck> {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, syntax: parsed.error };
  const { value, spans } = parsed;
  const kind = kindOf(startedAs, value);
  const found: { pointer?: string; rule?: string; message: string; wholeFile: boolean }[] = [];
  if (kind === 'block') {
    found.push(...blockProblems(registry, value, file, '').map((p) => ({ ...p, wholeFile: false })));
    for (const child of childBlockLists(value))
      found.push(
        ...blockTreeProblems(registry, child.blocks, file, child.pointer).map((p) => ({
          ...p,
          wholeFile: false,
        })),
      );
  } else {
    found.push(...(await validateContent(kind, value)).map((issue) => ({ ...issue, wholeFile: true })));
    if (kind === 'page' && isRecord(value) && Array.isArray(value.blocks))
      found.push(
        ...blockTreeProblems(registry, value.blocks, file, '/blocks').map((p) => ({
          ...p,
          wholeFile: false,
        })),
      );
  }
  const problems: DraftProblem[] = [];
  for (const { pointer = '', rule = '', message, wholeFile } of found) {
    // One entry per place: a field that is neither a text nor a text per language breaks three rules of `anyOf`.
    const same = problems.find((problem) => problem.pointer === pointer && problem.wholeFile === wholeFile);
    if (same) {
      same.rule = `${same.rule}, ${rule}`;
      same.message = `${same.message}; ${message}`;
    } else problems.push({ pointer, rule, message, wholeFile, span: spanOf(spans, pointer) });
  }
  problems.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
  return { ok: true, value, kind, problems };
}
