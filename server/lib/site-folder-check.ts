import { createHash } from 'node:crypto';
import { readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import { contentFileIssues } from '../../scripts/lib/content-file-issues.ts';
import { formatIssue, type ContentIssue } from '../../scripts/lib/content-issue.ts';
import { parseJson } from '../../scripts/lib/read-json.ts';
import { folderIssues } from '../../scripts/lib/validate-content-folder.ts';
import { findContentFile, readRawContentFile, type WarnLogger } from './content-file-reader.ts';
import { lastGoodStore } from './last-good-store.ts';

/** What the shop knows of one folder of the content root: what it serves, and what it has said about it. */
export interface FolderState {
  /** Per file (path below the folder): digest of the text last looked at, and that text's own issues. */
  seen: Map<string, { digest: string; issues: ContentIssue[] }>;
  /** Per file: the digest of its text at a settled stat version, so an unchanged file is not hashed on every read. */
  digests: Map<string, { version: string; digest: string }>;
  /** The texts in use: each file's last good version. Empty while a site folder never passed its checks. */
  good: Map<string, string>;
  /** A site folder (one with a config.json) goes live only once all of it passes; other folders need not. */
  passed: boolean;
  /** Whether it had a config.json at its last check. */
  site: boolean;
  /** Cross-file issues standing at the last check: a change is blamed only for issues it brings. */
  standing: Set<string>;
  /** Log lines already written and still true, so a poll or a page never says them twice. */
  logged: Set<string>;
  /** The files' stats at the last check; undefined forces the next look to check. */
  fingerprint?: string;
  checking?: Promise<void>;
}

/** A new, empty state for a folder first seen. */
export const newFolderState = (): FolderState => ({
  seen: new Map(),
  digests: new Map(),
  good: new Map(),
  passed: false,
  site: false,
  standing: new Set(),
  logged: new Set(),
});

/** A site folder of more files than this is checked on its first ones only (a real site has about fifty). */
const MAX_FOLDER_FILES = 10_000;
/** Symbolic links to folders are followed this deep at most, so a loop of them ends. */
const MAX_DEPTH = 8;

export const digestOf = (text: string): string => createHash('sha256').update(text).digest('base64');

/** Files below a folder as `/`-separated paths, symbolic links included (the reader checks where they lead). */
export async function listFolderFiles(folder: string, prefix = '', depth = 0): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(folder, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || files.length >= MAX_FOLDER_FILES) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    let directory = entry.isDirectory();
    if (entry.isSymbolicLink())
      directory = await stat(join(folder, relative)).then(
        (s) => s.isDirectory(),
        () => false,
      );
    if (!directory) files.push(relative);
    else if (depth < MAX_DEPTH) files.push(...(await listFolderFiles(folder, relative, depth + 1)));
  }
  return files.sort();
}

/** The content files of a folder's listing: the JSON files the manifest knows (no other is served as content). */
const contentFilesOf = (listed: string[]): string[] =>
  listed.filter((file) => file.endsWith('.json') && matchContentFile(file) !== undefined);

/** One file's part of a folder's fingerprint: its stat, or whether it is absent or refused. */
const statPart = (file: string, kind: string, version?: string): string =>
  `${file}:${kind === 'text' || kind === 'file' ? (version ?? CHANGING) : kind}`;
const CHANGING = 'changing';
const fingerprintOf = (parts: string[]): string | undefined =>
  parts.some((part) => part.endsWith(`:${CHANGING}`)) ? undefined : parts.join('\n');

/** A folder's content files and their stats in one string (unchanged: nothing to check again); undefined while one is changing. */
export async function folderFingerprint(
  root: string,
  folder: string,
  log: WarnLogger,
): Promise<string | undefined> {
  const parts: string[] = [];
  for (const file of contentFilesOf(await listFolderFiles(join(root, folder)))) {
    const found = await findContentFile(root, `${folder}/${file}`, { log });
    parts.push(statPart(file, found.kind, found.kind === 'file' ? found.version : undefined));
  }
  return fingerprintOf(parts);
}

/**
 * Where a folder's files are read from during one check: its real place below the root, so a check of a site folder
 * swapped by renaming a symbolic link over it reads one release whole, never half of each.
 */
async function pinnedFolder(root: string, folder: string): Promise<string> {
  try {
    const inside = relative(await realpath(root), await realpath(join(root, folder)));
    if (inside && !inside.startsWith('..') && !isAbsolute(inside)) return inside.split(sep).join('/');
  } catch {
    // gone: read by its name, which finds nothing
  }
  return folder;
}

/** The issues `content:check` reports for one file on its own (JSON syntax, its schema, its blocks). */
export function ownIssues(relativePath: string, file: string, text: string): ContentIssue[] {
  const match = matchContentFile(file);
  if (!match) return [];
  const json = parseJson(text);
  if (!json.ok) return [{ file: relativePath, pointer: '', rule: 'invalid-json', message: json.message }];
  return contentFileIssues(relativePath, match.id, json.value);
}

const keyOf = (issue: ContentIssue): string => formatIssue(issue);

/** Log a line once while it stays true. */
function logOnce(state: FolderState, lines: Set<string>, line: string, details: object, log: WarnLogger) {
  lines.add(line);
  if (state.logged.has(line)) return;
  log.warn(details, line);
}

/**
 * Check a folder of the content root the way `content:check` does, on the texts the shop would serve: each file on
 * its own (one that fails keeps its last good version), then a site folder's cross-file rules. A site folder that
 * never passed stays shut until it passes whole; for an open one, a change bringing a new cross-file issue is undone
 * (its file keeps its last good version) when the issue names the changed file, or when only one file changed;
 * otherwise the issue is logged and the folder served as it is. Every problem is logged once, in content:check's words.
 */
export async function checkSiteFolder(
  root: string,
  folder: string,
  state: FolderState,
  log: WarnLogger,
): Promise<void> {
  const stats: string[] = [];
  const base = await pinnedFolder(root, folder);
  const listed = await listFolderFiles(join(root, base));
  const files = new Set(listed);
  const chosen = new Map<string, string>();
  const failing: string[] = [];
  /** Failing files with no last good version to serve instead: a site folder never opened stays shut for them. */
  const uncovered: string[] = [];
  const lines = new Set<string>();
  // A file the manifest does not know is never served as content, so it cannot break the shop: not checked here.
  for (const file of contentFilesOf(listed)) {
    const relativePath = `${folder}/${file}`;
    const read = await readRawContentFile(root, `${base}/${file}`, { log });
    stats.push(statPart(file, read.kind, read.kind === 'text' ? read.version : undefined));
    if (read.kind !== 'text') continue;
    const digest = digestOf(read.text);
    let seen = state.seen.get(file);
    if (seen?.digest !== digest) seen = { digest, issues: ownIssues(relativePath, file, read.text) };
    state.seen.set(file, seen);
    // A file this server never saw pass takes the last good version the other servers saved, if it still passes.
    const good =
      state.good.get(file) ?? (seen.issues.length ? await storedGood(relativePath, file) : undefined);
    if (!seen.issues.length) chosen.set(file, read.text);
    else {
      failing.push(relativePath);
      if (good === undefined) uncovered.push(relativePath);
      if (good !== undefined) chosen.set(file, good);
      const listedIssues = seen.issues.map(formatIssue).join('; ');
      const outcome = good !== undefined ? 'the last good version stays in use' : 'not used until it passes';
      const line = `content file ${relativePath} fails its checks; ${outcome}: ${listedIssues}`;
      logOnce(state, lines, line, { contentFile: relativePath, issues: seen.issues }, log);
    }
  }
  const fingerprint = fingerprintOf(stats);
  if (!files.has('config.json') && state.passed) {
    // An open site's folder removed, or between the two renames of a swap: the sites index closes it while its
    // config.json is absent; if it comes back, it is the same site, checked against its last good versions.
    state.fingerprint = undefined;
    return;
  }
  if (!files.has('config.json')) {
    // Not a site folder (media, or a site folder without its config yet): its files are checked one by one only;
    // once it has a config.json, it goes live when all of it passes.
    Object.assign(state, {
      good: chosen,
      passed: false,
      site: false,
      standing: new Set(),
      logged: lines,
      fingerprint,
    });
    return;
  }
  const crossIssues = () => {
    const parsed = new Map(
      [...chosen].map(([file, text]) => [file, JSON.parse(text.replace(/^\uFEFF/, ''))]),
    );
    return folderIssues(files, parsed);
  };
  state.site = true;
  let issues = crossIssues();
  const prefixed = (issue: ContentIssue) => formatIssue({ ...issue, file: `${folder}/${issue.file}` });
  if (!state.passed) {
    if (issues.length || uncovered.length) {
      const own = uncovered.length
        ? ` (and ${uncovered.length} file(s) failing their own checks, above)`
        : '';
      const line = `site folder ${folder} is not opened until it passes its checks${own}: ${issues.map(prefixed).join('; ')}`;
      logOnce(state, lines, line, { folder, issues }, log);
      Object.assign(state, { good: new Map(), logged: lines, fingerprint });
      return;
    }
    Object.assign(state, { good: chosen, passed: true, standing: new Set(), logged: lines, fingerprint });
    shareGood(folder, chosen);
    return;
  }
  for (;;) {
    const fresh = issues.filter((issue) => !state.standing.has(keyOf(issue)));
    const changed = [...chosen.keys()].filter((file) => chosen.get(file) !== state.good.get(file));
    let blamed = changed.filter((file) => fresh.some((issue) => issue.file === file));
    if (!blamed.length && fresh.length && changed.length === 1) blamed = changed;
    if (!blamed.length) break;
    for (const file of blamed) {
      const good = state.good.get(file);
      const own = fresh.filter((issue) => issue.file === file || blamed.length === 1);
      const outcome = good !== undefined ? 'the last good version stays in use' : 'not used until it passes';
      const line = `content file ${folder}/${file} fails the checks of its site folder; ${outcome}: ${own.map(prefixed).join('; ')}`;
      logOnce(state, lines, line, { contentFile: `${folder}/${file}`, issues: own }, log);
      if (good !== undefined) chosen.set(file, good);
      else {
        chosen.delete(file);
        files.delete(file);
      }
    }
    issues = crossIssues();
  }
  const fresh = issues.filter((issue) => !state.standing.has(keyOf(issue)));
  if (fresh.length) {
    const line = `site folder ${folder} has problems no single change can be blamed for; served as it is: ${fresh.map(prefixed).join('; ')}`;
    logOnce(state, lines, line, { folder, issues: fresh }, log);
  }
  const standing = new Set(issues.map(keyOf));
  Object.assign(state, { good: chosen, standing, logged: lines, fingerprint });
  shareGood(folder, chosen);
}

/** The last good version of a file other servers saved, when there is a store and it passes its own checks here. */
async function storedGood(relativePath: string, file: string): Promise<string | undefined> {
  const text = await lastGoodStore()
    ?.load(relativePath)
    .catch(() => undefined);
  return text !== undefined && !ownIssues(relativePath, file, text).length ? text : undefined;
}

/** Save an open site folder's texts in use as their last good versions, for servers that start later. */
function shareGood(folder: string, chosen: Map<string, string>): void {
  const store = lastGoodStore();
  if (store) for (const [file, text] of chosen) store.save(`${folder}/${file}`, text);
}
