import { spawnSync } from 'node:child_process';
import { access, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess, type ServerProcess } from '../server/test-support/server-process.ts';
import { checkProductionShop, operatorEnvironment, SMALL_SHOP } from '../tests/production/production-shop.ts';
import { BUILD_OUTPUTS } from './build-fingerprint.ts';

/**
 * `.ci/run`, after `npm test` (which builds): a production install works. package.json, the lock file and the three
 * builds are copied to an empty folder, `npm ci --omit=dev` installs the runtime dependencies alone (no engine
 * warning allowed, no dev dependency such as tsx), and the README's production command, `npm run serve`, must serve the
 * shop there: production mode, a server-rendered home page, a search answer, no developer page.
 */
const COPIED = ['package.json', 'package-lock.json', 'dist', 'dist-ssr', 'dist-server'];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function checkInstall(root: string, folder: string): Promise<string[]> {
  for (const path of COPIED) await cp(join(root, path), join(folder, path), { recursive: true });
  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const printed = `${install.stdout}${install.stderr}`;
  console.log(`npm ci --omit=dev: exit ${install.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (install.status !== 0) return [`npm ci --omit=dev failed:\n${printed}`];
  const failures = printed
    .split('\n')
    .filter((line) => line.includes('EBADENGINE'))
    .map((line) => `engine warning: ${line.trim()}`);
  if (await exists(join(folder, 'node_modules', 'tsx')))
    failures.push('tsx was installed: a dev dependency is among the runtime ones');

  let server: ServerProcess;
  try {
    server = await startServerProcess(
      { ...SMALL_SHOP, CONTENT_DIR: join(root, 'content-fixtures') },
      120_000,
      {
        command: 'npm',
        args: ['run', 'serve'],
        cwd: folder,
        baseEnv: operatorEnvironment(),
        processGroup: true,
      },
    );
  } catch (error) {
    return [...failures, `npm run serve did not serve: ${(error as Error).message}`];
  }
  try {
    failures.push(...(await checkProductionShop(server)));
  } finally {
    await server.stop();
  }
  return failures;
}

async function main(root: string): Promise<number> {
  const missing = [];
  for (const file of BUILD_OUTPUTS) if (!(await exists(join(root, file)))) missing.push(file);
  if (missing.length) {
    console.error(`No build to install (${missing.join(', ')} missing): run \`npm run build\` first.`);
    return 1;
  }
  const folder = await mkdtemp(join(tmpdir(), 'production-install-'));
  const started = Date.now();
  try {
    const failures = await checkInstall(root, folder);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failures.length === 0) {
      console.log(`Production install: installed, started and served in ${seconds} s.`);
      return 0;
    }
    for (const failure of failures) console.error(`Production install: ${failure}`);
    return 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

process.exitCode = await main(resolve('.'));
