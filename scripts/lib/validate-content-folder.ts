import { join } from 'node:path';
import { contentFiles } from '../../schemas/content/manifest.ts';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import { catalogIssues } from './catalog-issues.ts';
import { contactFormIssues } from './contact-form-issues.ts';
import { contentFileIssues } from './content-file-issues.ts';
import type { ContentIssue } from './content-issue.ts';
import { listFiles } from './list-files.ts';
import { navMenuIssues } from './nav-menu-issues.ts';
import { readJsonFile } from './read-json.ts';
import {
  languageIssues,
  missingFileIssues,
  pageAndCampaignIssues,
  type FolderFacts,
} from './reference-issues.ts';
import { sizeChartIssues } from './size-chart-issues.ts';

export type { ContentIssue } from './content-issue.ts';

/** Options of a folder check. */
export interface ValidateOptions {
  /** A catalogue every `language/{language}.json` must cover (keys only); skipped when absent. */
  referenceCatalog?: object;
}

/** The i18next catalogues, checked against the reference catalogue. */
const catalogPath = 'language/{language}.json';

/**
 * Check one country folder the way the storefront will read it: every JSON file against its manifest schema (blocks
 * one by one), then the cross-file rules (required files per language, references between files). Each issue names
 * the file and a JSON pointer, so an operator can fix content before pushing it.
 */
export async function validateContentFolder(
  folder: string,
  options: ValidateOptions = {},
): Promise<ContentIssue[]> {
  const files = await listFiles(folder);
  const issues: ContentIssue[] = [];
  const parsed = new Map<string, unknown>();

  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const match = matchContentFile(file);
    if (!match) {
      issues.push({
        file,
        pointer: '',
        rule: 'unknown-file',
        message: `${file} is not a content file of the manifest`,
      });
      continue;
    }
    const json = await readJsonFile(join(folder, file));
    if (!json.ok) {
      issues.push({ file, pointer: '', rule: 'invalid-json', message: json.message });
      continue;
    }
    parsed.set(file, json.value);
    issues.push(...contentFileIssues(file, match.id, json.value));
    if (contentFiles[match.id].path === catalogPath && options.referenceCatalog) {
      issues.push(...catalogIssues(file, json.value, options.referenceCatalog));
    }
  }

  issues.push(...folderIssues(new Set(files), parsed));
  return issues;
}

/**
 * The cross-file rules of a country folder (required files per language, languages, page and campaign references,
 * nav menus, size charts, contact forms), given its files and the parsed ones: `content:check` and the running
 * server (which checks the texts it would serve) ask the same questions.
 */
export function folderIssues(files: Set<string>, parsed: Map<string, unknown>): ContentIssue[] {
  const config = parsed.get('config.json') as { languages?: unknown; siteId?: unknown } | undefined;
  const configLanguages = config?.languages;
  const facts: FolderFacts = {
    files,
    parsed,
    languages: Array.isArray(configLanguages) ? configLanguages.filter((l) => typeof l === 'string') : [],
  };
  return [
    ...missingFileIssues(facts),
    ...languageIssues(facts, (file) => matchContentFile(file)?.language),
    ...pageAndCampaignIssues(facts),
    ...navMenuIssues(parsed),
    ...sizeChartIssues(parsed, facts.languages),
    ...contactFormIssues(
      parsed,
      typeof config?.siteId === 'string' ? config.siteId : undefined,
      facts.languages,
    ),
  ];
}
