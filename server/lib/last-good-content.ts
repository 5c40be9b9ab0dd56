import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import type { ContentIssue } from '../../scripts/lib/content-issue.ts';
import { findContentFile } from './content-file-reader.ts';
import {
  checkSiteFolder,
  digestOf,
  folderFingerprint,
  newFolderState,
  ownIssues,
  type FolderState,
} from './site-folder-check.ts';

/** Where a file failing its checks is reported. */
export interface IssueLogger {
  warn(details: object, message: string): void;
}

/** A site content file as the shop may use it: its text, or none when it never passed its checks. */
export type CheckedContent = { kind: 'text'; text: string } | { kind: 'invalid'; issues: ContentIssue[] };

/** Per content root and folder below it (not the real path, so a site folder swapped by a symlink keeps one entry). */
const folders = new Map<string, FolderState>();
/** A root of this many folders is far past any real shop; past it, what was remembered is forgotten. */
const MAX_FOLDERS_REMEMBERED = 1_000;

function folderState(root: string, folder: string): FolderState {
  const key = join(root, folder);
  let state = folders.get(key);
  if (!state) {
    if (folders.size >= MAX_FOLDERS_REMEMBERED) folders.clear();
    state = newFolderState();
    folders.set(key, state);
  }
  return state;
}

/** The folder and manifest file of a path `{folder}/{file}` below the content root, e.g. `uk/data/en/pages/home.json`. */
function splitContentPath(relativePath: string): { folder: string; file: string } | undefined {
  const slash = relativePath.indexOf('/');
  if (slash < 0) return undefined;
  const file = relativePath.slice(slash + 1);
  return matchContentFile(file) ? { folder: relativePath.slice(0, slash), file } : undefined;
}

/** Whether a path below the content root is a site content file the shop keeps a last good version of. */
export function isCheckedContentPath(relativePath: string): boolean {
  return splitContentPath(relativePath) !== undefined;
}

/**
 * The text's digest, hashed once per file version: every page and `/content/*` request reads its files through here,
 * and a settled file (the reader's stat version unchanged) is the same bytes it was, so its digest is remembered.
 */
function digestFor(state: FolderState, file: string, text: string, version: string | undefined): string {
  const known = state.digests.get(file);
  if (version !== undefined && known?.version === version) return known.digest;
  const digest = digestOf(text);
  if (version === undefined) state.digests.delete(file);
  else state.digests.set(file, { version, digest });
  return digest;
}

/** Check a folder now; callers at the same time share one check. */
function check(root: string, folder: string, state: FolderState, log: IssueLogger): Promise<void> {
  state.checking ??= checkSiteFolder(root, folder, state, log).finally(() => (state.checking = undefined));
  return state.checking;
}

/**
 * A content file's text as the shop should use it. A text not seen before has its folder checked as `content:check`
 * checks it (the file on its own, then its site folder's cross-file rules): one that passes becomes the last good
 * version; one that fails leaves the last good version in use (a push of a broken file never breaks a running page)
 * and is logged once with its file and JSON pointer. A file of a site folder that never passed is `invalid`: a page
 * or site does not go live half-valid.
 */
export async function lastGoodContent(
  root: string,
  relativePath: string,
  text: string,
  log: IssueLogger,
  version?: string,
): Promise<CheckedContent> {
  const path = splitContentPath(relativePath);
  if (!path) return { kind: 'text', text };
  const state = folderState(root, path.folder);
  const digest = digestFor(state, path.file, text, version);
  const unseen = () => state.seen.get(path.file)?.digest !== digest;
  // Twice at most: a check already running may have read the file before this text was written.
  for (let attempt = 0; attempt < 2 && unseen(); attempt++) await check(root, path.folder, state, log);
  if (unseen()) {
    // Rewritten again meanwhile, or not found by the folder's listing: this text is judged on its own.
    const issues = ownIssues(relativePath, path.file, text);
    state.seen.set(path.file, { digest, issues });
    if (!issues.length && (state.passed || !state.site)) state.good.set(path.file, text);
  }
  const good = state.good.get(path.file);
  if (good !== undefined) return { kind: 'text', text: good };
  return { kind: 'invalid', issues: state.seen.get(path.file)?.issues ?? [] };
}

/**
 * Look at every site folder of the content root (the site poll calls it every SITE_POLL_MS): one whose files changed
 * since its last check (by their stats: unchanged files are not read) is checked again, so a file added, removed or
 * fixed is taken into account even before a page asks for it, and a new site folder opens once it passes.
 */
export async function recheckSiteFolders(root: string, log: IssueLogger): Promise<void> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return; // the sites index says why
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const config = await findContentFile(root, `${entry.name}/config.json`, { log });
    // Not a site folder (its files are checked as they are read), or one refused (and logged) by the reader.
    if (config.kind !== 'file') continue;
    const state = folderState(root, entry.name);
    const fingerprint = await folderFingerprint(root, entry.name, log);
    if (fingerprint === undefined || fingerprint !== state.fingerprint)
      await check(root, entry.name, state, log);
  }
}
