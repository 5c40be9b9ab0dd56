// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_CHUNKS_FILE } from '../../schemas/server-render.ts';
import { readBuildManifest } from './build-manifest.ts';

async function distWith(manifest: unknown, moduleChunks?: unknown): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'manifest-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (moduleChunks) await writeFile(join(dist, MODULE_CHUNKS_FILE), JSON.stringify(moduleChunks));
  return dist;
}

describe('readBuildManifest', () => {
  it('finds a module inside a shared chunk, and a package reached through a linked node_modules', async () => {
    const shared = { file: 'assets/shared.js' };
    const algolia = { file: 'assets/algolia.js' };
    const dist = await distWith(
      {
        '_shared.js': shared,
        '../../elsewhere/node_modules/algoliasearch/lite.js': algolia,
        'src/own.ts': { file: 'assets/own.js' },
      },
      { 'src/features/widget.ts': '_shared.js', 'src/gone.ts': '_missing.js' },
    );
    const manifest = await readBuildManifest(dist);
    expect(manifest['src/features/widget.ts']).toEqual(shared);
    expect(manifest['node_modules/algoliasearch/lite.js']).toEqual(algolia);
    expect(manifest['src/gone.ts']).toBeUndefined();
    expect(manifest['src/own.ts']).toEqual({ file: 'assets/own.js' });
  });

  it('is empty without a build', async () => {
    expect(await readBuildManifest(join(tmpdir(), 'no-such-dist'))).toEqual({});
  });
});
