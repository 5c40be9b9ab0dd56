// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './vite-plugin-precompress.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('precompressed build files', () => {
  it('writes .br and .gz beside text files big enough to gain, and leaves small files and pictures alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
    await writeFile(join(dir, 'index-abc.js'), script);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096));
    const done = await precompressFiles(dir, ['index-abc.js', 'tiny.css', 'photo.png']);
    expect(done).toEqual(['index-abc.js']);
    expect(brotliDecompressSync(await readFile(join(dir, 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'index-abc.js.gz'))).toString()).toBe(script);
    expect((await stat(join(dir, 'index-abc.js.br'))).size).toBeLessThan(script.length / 10);
    await expect(stat(join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(stat(join(dir, 'photo.png.gz'))).rejects.toThrow();
  });
});
