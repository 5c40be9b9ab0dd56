import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import { contentFileIssues } from '../../scripts/lib/content-file-issues.ts';
import type { ContentIssue } from '../../scripts/lib/content-issue.ts';
import { parseJson } from '../../scripts/lib/read-json.ts';

/** Where a file failing its checks is reported. */
export interface IssueLogger {
  warn(details: object, message: string): void;
}

/** A site content file as the shop may use it: its text, or none when it never passed its checks. */
export type CheckedContent = { kind: 'text'; text: string } | { kind: 'invalid'; issues: ContentIssue[] };

interface FileState {
  /** The last text that passed its checks (what is served while a newer one fails). */
  good?: string;
  /** Digest of the text last looked at, and its issues: an unchanged file is neither checked nor logged again. */
  seen: string;
  issues: ContentIssue[];
}

const states = new Map<string, FileState>();
/** One entry per content file of the root; a root of this many files is far past any real shop. */
const MAX_FILES_REMEMBERED = 50_000;

/** The manifest entry of a path `{folder}/{file}` below the content root, e.g. `uk/data/en/pages/home.json`. */
function manifestFileOf(relativePath: string) {
  const slash = relativePath.indexOf('/');
  if (slash < 0) return undefined;
  const file = relativePath.slice(slash + 1);
  const match = matchContentFile(file);
  return match ? { file, id: match.id } : undefined;
}

/** Whether a path below the content root is a site content file the shop keeps a last good version of. */
export function isCheckedContentPath(relativePath: string): boolean {
  return manifestFileOf(relativePath) !== undefined;
}

/** The issues `content:check` reports for this one file on its own (JSON syntax, its schema, its blocks). */
function issuesOf(relativePath: string, text: string): ContentIssue[] {
  const manifest = manifestFileOf(relativePath);
  if (!manifest) return [];
  const json = parseJson(text);
  if (!json.ok) return [{ file: relativePath, pointer: '', rule: 'invalid-json', message: json.message }];
  return contentFileIssues(relativePath, manifest.id, json.value);
}

/**
 * A content file's text as the shop should use it: a text that passes its checks becomes the last good version; one
 * that fails leaves the last good version in use (a push of a broken file never breaks a running page) and is logged
 * once, each issue with its file and JSON pointer, the same as `npm run content:check` says. A file that never passed
 * is `invalid`: a page or site does not go live half-valid.
 */
export function lastGoodContent(
  root: string,
  relativePath: string,
  text: string,
  log: IssueLogger,
): CheckedContent {
  const key = join(root, relativePath);
  const seen = createHash('sha256').update(text).digest('base64');
  let state = states.get(key);
  if (state?.seen !== seen) {
    const issues = issuesOf(relativePath, text);
    if (!state && states.size >= MAX_FILES_REMEMBERED) states.clear();
    state = { good: issues.length ? state?.good : text, seen, issues };
    states.set(key, state);
    if (issues.length) logIssues(relativePath, issues, state.good !== undefined, log);
  }
  if (state.good !== undefined) return { kind: 'text', text: state.good };
  return { kind: 'invalid', issues: state.issues };
}

function logIssues(relativePath: string, issues: ContentIssue[], keptGood: boolean, log: IssueLogger): void {
  const listed = issues.map(
    (issue) => `${issue.file}${issue.pointer ? ` ${issue.pointer}` : ''}: ${issue.message}`,
  );
  log.warn(
    { contentFile: relativePath, issues },
    `content file ${relativePath} fails its checks; ${keptGood ? 'the last good version stays in use' : 'not used until it passes'}: ${listed.join('; ')}`,
  );
}
