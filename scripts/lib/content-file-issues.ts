import { contentFiles } from '../../schemas/content/manifest.ts';
import type { ContentFileId } from '../../schemas/content/content-paths.ts';
import { blockListIssues } from './block-issues.ts';
import type { ContentIssue } from './content-issue.ts';
import { schemaIssues } from './schema-issues.ts';

/** Manifest entries whose files are block pages: each block is checked against its own type's schema. */
const pageLikeIds = new Set<string>(['page', 'emptySearch']);

/**
 * The checks one parsed file passes on its own (its manifest schema, blocks one by one): shared by `content:check`
 * and the running server, which keeps the last good version of a file failing them, so both report the same issues.
 */
export function contentFileIssues(file: string, id: ContentFileId, value: unknown): ContentIssue[] {
  const issues = schemaIssues(file, contentFiles[id].schema, value);
  if (pageLikeIds.has(id) && typeof value === 'object' && value !== null) {
    issues.push(...blockListIssues(file, (value as { blocks?: unknown }).blocks, '/blocks'));
  }
  return issues;
}
