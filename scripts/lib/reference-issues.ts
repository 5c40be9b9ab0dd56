import { contentFiles } from '../../schemas/content/manifest.ts';
import { type ContentFileId, contentPath, HOMEPAGE } from '../../schemas/content/content-paths.ts';
import { jsonPointer, type ContentIssue } from './content-issue.ts';

/** What the cross-file checks know about a folder: its files, the parsed ones by path, and the site config. */
export interface FolderFacts {
  files: Set<string>;
  parsed: Map<string, unknown>;
  languages: string[];
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every required manifest file for every language of the site; a missing one breaks the site. */
export function missingFileIssues({ files, languages }: FolderFacts): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const id of Object.keys(contentFiles) as ContentFileId[]) {
    const { path, required } = contentFiles[id];
    if (!required) continue;
    const name = path.includes('{name}') ? HOMEPAGE : undefined;
    const paths = path.includes('{language}')
      ? languages.map((language) => contentPath(id, { language, name }))
      : [contentPath(id, { name })];
    for (const file of paths) {
      if (!files.has(file))
        issues.push({ file, pointer: '', rule: 'missing-file', message: `No content for ${file}` });
    }
  }
  return issues;
}

/** The languages: the default one is one of them, and no file is written for a language the site does not have. */
export function languageIssues(
  { parsed, files, languages }: FolderFacts,
  languageOf: (file: string) => string | undefined,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const config = asObject(parsed.get('config.json'));
  if (
    typeof config.defaultLanguage === 'string' &&
    languages.length &&
    !languages.includes(config.defaultLanguage)
  ) {
    const message = `defaultLanguage "${config.defaultLanguage}" is not in languages (${languages.join(', ')})`;
    issues.push({ file: 'config.json', pointer: '/defaultLanguage', rule: 'unknown-language', message });
  }
  if (!languages.length) return issues;
  for (const file of files) {
    const language = languageOf(file);
    if (language && !languages.includes(language)) {
      const message = `language "${language}" is not one of the site's languages (${languages.join(', ')})`;
      issues.push({ file, pointer: '', rule: 'unknown-language', message });
    }
  }
  return issues;
}

/** clp-routes pages and config campaigns must name files that exist. */
export function pageAndCampaignIssues({ parsed, files, languages }: FolderFacts): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const clpFile = contentFiles.clpRoutes.path;
  asArray(asObject(parsed.get(clpFile)).routes).forEach((route, index) => {
    const page = asObject(route).page;
    if (typeof page !== 'string' || page === HOMEPAGE) return; // the homepage is reported as a missing file
    for (const language of languages) {
      const target = contentPath('page', { language, name: page });
      if (files.has(target)) continue;
      const message = `route ${String(asObject(route).path)} uses page "${page}" but ${target} does not exist`;
      issues.push({
        file: clpFile,
        pointer: jsonPointer('routes', index, 'page'),
        rule: 'broken-reference',
        message,
      });
    }
  });
  asArray(asObject(parsed.get('config.json')).campaigns).forEach((name, index) => {
    if (typeof name !== 'string') return;
    const target = contentPath('campaign', { name });
    if (files.has(target)) return;
    const message = `campaign "${name}" has no file ${target}`;
    issues.push({
      file: 'config.json',
      pointer: jsonPointer('campaigns', index),
      rule: 'broken-reference',
      message,
    });
  });
  return issues;
}
