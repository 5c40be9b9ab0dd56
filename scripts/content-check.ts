import { defaultCatalog } from '../src/i18n/default-catalog.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatIssue, type ContentIssue } from './lib/content-issue.ts';
import { isCommerceFileIssue, siteCommerceIssues } from './lib/site-commerce-issues.ts';
import { validateContentFolder } from './lib/validate-content-folder.ts';
import { validateMetadata } from './lib/validate-metadata.ts';

const hasConfig = (folder: string): boolean => existsSync(join(folder, 'config.json'));

/** The site folders an argument stands for: itself, or (for a content root) each subfolder with a config.json. */
function siteFoldersOf(folder: string): string[] {
  if (hasConfig(folder)) return [folder];
  return readdirSync(folder, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && hasConfig(join(folder, entry.name)),
    )
    .map((entry) => join(folder, entry.name))
    .sort();
}

async function siteIdOf(folder: string): Promise<string> {
  try {
    return String(
      (JSON.parse(await readFile(join(folder, 'config.json'), 'utf8')) as { siteId?: unknown }).siteId,
    );
  } catch {
    return basename(folder);
  }
}

const show = (folder: string): string => {
  const shown = relative(process.cwd(), folder);
  return shown.startsWith('..') ? folder : shown || '.';
};
const format = (folder: string, issue: ContentIssue): string => `${show(folder)}/${formatIssue(issue)}`;

/**
 * `npm run content:check -- <folder> [<folder>...]`: check country folders (or whole content roots) before pushing
 * them. Prints one line per issue and a summary; returns the exit code (0 clean, 1 issues, 2 bad arguments).
 */
export async function runContentCheck(
  args: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const targets = args.filter((arg) => arg !== '--');
  if (targets.length === 0) {
    print('usage: npm run content:check -- <country folder | content root> [...]');
    return 2;
  }
  let issueCount = 0;
  let siteCount = 0;
  for (const target of targets) {
    const folder = resolve(target);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      print(`content:check: ${target} does not exist or is not a folder`);
      return 2;
    }
    const sites = siteFoldersOf(folder);
    if (sites.length === 0) {
      print(`content:check: ${target} has no config.json, nor any subfolder with one`);
      return 2;
    }
    if (sites[0] !== folder) {
      const metadataIssues = await validateMetadata(folder, await Promise.all(sites.map(siteIdOf)));
      metadataIssues.forEach((issue) => print(format(folder, issue)));
      issueCount += metadataIssues.length;
    }
    for (const site of sites) {
      const issues = [
        ...(await validateContentFolder(site, { referenceCatalog: defaultCatalog })).filter(
          (issue) => !isCommerceFileIssue(issue),
        ),
        ...(await siteCommerceIssues(site)),
      ];
      issues.forEach((issue) => print(format(site, issue)));
      issueCount += issues.length;
      siteCount += 1;
    }
  }
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  print(`content:check: ${plural(issueCount, 'issue')} in ${plural(siteCount, 'site')}`);
  return issueCount > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await runContentCheck(process.argv.slice(2));
}
