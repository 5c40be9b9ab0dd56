import { spawnSync } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_OUTPUTS, buildFingerprint, FINGERPRINT_FILE } from './build-fingerprint.ts';

/**
 * `npm start`'s build step: the storefront is built again only when something it is built from has changed since the
 * last build (or no complete build is there), so a second start serves at once.
 */
async function main(root: string): Promise<void> {
  const wanted = await buildFingerprint(root);
  const recorded = await readFile(join(root, FINGERPRINT_FILE), 'utf8').catch(() => '');
  const complete = await Promise.all(
    BUILD_OUTPUTS.map((file) =>
      access(join(root, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (recorded.trim() === wanted && complete.every(Boolean)) {
    console.log('Storefront build is up to date: reusing dist/, dist-ssr/ and dist-server/.');
    return;
  }
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // Recorded only after both builds succeeded: a failed or interrupted build is built again next time.
  await writeFile(join(root, FINGERPRINT_FILE), `${wanted}\n`);
}

await main(process.cwd());
