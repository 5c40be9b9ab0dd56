import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * What the three builds (browser, server rendering, and the server with its tools) are made from; content is read at
 * run time, not built in.
 */
export const BUILD_INPUTS = [
  'src',
  'schemas',
  'shared',
  'server',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** One file of each build: a build missing any of them is built again. */
export const BUILD_OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-server/start.js'];

/** The file beside the build that records what it was built from. */
export const FINGERPRINT_FILE = 'dist/.build-fingerprint';

const SKIPPED = /(\.test\.tsx?|\.stories\.tsx?)$/;

async function filesUnder(root: string, path: string): Promise<string[]> {
  const full = join(root, path);
  const entries = await readdir(full, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [path];
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => filesUnder(root, join(path, entry.name))),
  );
  return nested.flat();
}

/**
 * A digest of every build input's path and bytes (tests and stories left out: they are not built), and of the
 * settings the build reads from the environment. The same checkout gives the same digest whatever the files' times.
 */
export async function buildFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((input) => filesUnder(root, input))))
    .flat()
    .filter((file) => !SKIPPED.test(file))
    .sort();
  const hash = createHash('sha256');
  hash.update(`CONTENT_DIR=${env.CONTENT_DIR ?? ''}\0NODE_ENV=${env.NODE_ENV ?? ''}\0`);
  for (const file of files) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
