import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { metadataFile } from '../../schemas/content/manifest.ts';
import { PREVIEW_METADATA_FILE } from '../../shared/site-metadata.ts';
import type { ContentIssue } from './content-issue.ts';
import { readJsonFile } from './read-json.ts';
import { schemaIssues } from './schema-issues.ts';

/**
 * Check the content root's metadata-v2.json (polled by every open page; a broken one is fatal on first load), and
 * the preview builds' copy when there is one, and that their `defaultSite` names one of the site folders found.
 */
export async function validateMetadata(root: string, siteIds: string[]): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const file of [metadataFile.path, PREVIEW_METADATA_FILE])
    issues.push(...(await validateMetadataFile(root, file, siteIds)));
  return issues;
}

async function validateMetadataFile(root: string, file: string, siteIds: string[]): Promise<ContentIssue[]> {
  if (!existsSync(join(root, file))) return [];
  const json = await readJsonFile(join(root, file));
  if (!json.ok) return [{ file, pointer: '', rule: 'invalid-json', message: json.message }];
  const issues = schemaIssues(file, metadataFile.schema, json.value);
  const defaultSite = (json.value as { defaultSite?: unknown } | null)?.defaultSite;
  if (typeof defaultSite === 'string' && !siteIds.includes(defaultSite)) {
    const message = `defaultSite "${defaultSite}" is not a site of this root (${siteIds.join(', ') || 'none'})`;
    issues.push({ file, pointer: '/defaultSite', rule: 'broken-reference', message });
  }
  return issues;
}
