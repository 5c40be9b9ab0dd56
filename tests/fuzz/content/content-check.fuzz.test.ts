import fc from 'fast-check';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContentCheck } from '../../../scripts/content-check.ts';
import { fixtureFiles, fixtureSite, SITE } from './fixture-corpus.ts';
import { anyContentFile, type ContentCase } from './generators.ts';
import { assertPrototypesClean, FuzzFigures } from './fuzz-figures.ts';
import { fuzzSettings, runsPerTarget } from './fuzz-settings.ts';
import { parentPointer, resolves, within } from './json-pointer.ts';

const settings = fuzzSettings();
const figures = new FuzzFigures('content:check', settings);
let site: string;

beforeAll(async () => {
  site = join(await mkdtemp(join(tmpdir(), 'content-fuzz-')), SITE);
  await cp(fixtureSite, site, { recursive: true });
});
afterAll(async () => {
  console.log(figures.summary());
  if (site) await rm(join(site, '..'), { recursive: true, force: true });
});

interface PrintedIssue {
  file: string;
  pointer: string;
  rule: string;
}

/** Issues whose pointer names something absent: the parent must be there instead. */
const namesMissing = new Set(['required', 'missing-key', 'missing-file']);

/**
 * Read back `folder/file#pointer  rule  message`. A fuzzed key may itself hold two spaces, so the pointer ends at the
 * first split where the pointer resolves in the file.
 */
function parseLine(line: string, prefix: string, documentOf: (file: string) => unknown): PrintedIssue {
  if (!line.startsWith(prefix)) throw new Error(`issue without its folder: ${line}`);
  const rest = line.slice(prefix.length);
  const file = rest.slice(0, rest.indexOf('#'));
  const afterHash = rest.slice(file.length + 1);
  let first: PrintedIssue | undefined;
  for (let at = afterHash.indexOf('  '); at >= 0; at = afterHash.indexOf('  ', at + 1)) {
    const rule = /^ {2}([a-zA-Z][a-zA-Z-]*) {2}/.exec(afterHash.slice(at))?.[1];
    const pointer = afterHash.slice(0, at);
    if (!rule || (pointer !== '' && !pointer.startsWith('/'))) continue;
    const issue = { file, pointer, rule };
    first ??= issue;
    const document = documentOf(file);
    if (resolves(document, pointer) || (namesMissing.has(rule) && resolves(document, parentPointer(pointer))))
      return issue;
  }
  if (!first) throw new Error(`unreadable issue line: ${line}`);
  return first;
}

async function check(testCase: ContentCase): Promise<void> {
  const path = join(site, testCase.file.path);
  await writeFile(path, testCase.text);
  const lines: string[] = [];
  try {
    const code = await figures.call(() => runContentCheck([site], (line) => lines.push(line)));
    const issueLines = lines.slice(0, -1);
    const documentOf = (file: string): unknown =>
      file === testCase.file.path ? testCase.value : fixtureFiles.find((f) => f.path === file)?.value;
    const shown = relative(process.cwd(), site);
    const prefix = `${shown.startsWith('..') ? site : shown}/`;
    const issues = issueLines.map((line) => parseLine(line, prefix, documentOf));
    expect(code, lines.join('\n')).toBe(issues.length ? 1 : 0);
    for (const issue of issues) {
      const document = documentOf(issue.file);
      const where = namesMissing.has(issue.rule) ? parentPointer(issue.pointer) : issue.pointer;
      expect(
        resolves(document, where),
        `${issue.file}#${issue.pointer} (${issue.rule}) is not in the file`,
      ).toBe(true);
      figures.report(issue.file, issue.pointer);
    }
    if (testCase.label.startsWith('valid')) expect(issueLines, 'a valid file gives no issue').toEqual([]);
    if (testCase.mustFail) {
      const atTarget = issues.some(
        (issue) =>
          issue.file === testCase.file.path &&
          testCase.targets.some((target) => within(issue.pointer, target)),
      );
      expect(atTarget, `no issue at ${testCase.targets.join(', ')}:\n${lines.join('\n')}`).toBe(true);
    }
    assertPrototypesClean();
  } finally {
    await writeFile(path, testCase.file.text);
  }
}

it('checks generated and mutated content files without crashing, naming each issue by file and pointer', async () => {
  await fc.assert(
    fc.asyncProperty(anyContentFile(), (testCase) => figures.run(() => check(testCase))),
    { seed: settings.seed, numRuns: runsPerTarget(settings.runs).contentCheck },
  );
  expect(figures.crashes).toBe(0);
}, 3_600_000);
