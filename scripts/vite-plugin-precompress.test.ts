// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles, precompressPlugin } from './vite-plugin-precompress.ts';

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

  it('precompresses the files copied from public/ too, which are no part of the bundle', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const [publicDir, outDir] = [join(dir, 'public'), join(dir, 'dist')];
    const script = `console.log(${JSON.stringify('boot '.repeat(400))});`;
    for (const root of [publicDir, outDir]) {
      await mkdir(join(root, 'scripts'), { recursive: true });
      await writeFile(join(root, 'scripts', 'boot.js'), script);
    }
    // The hooks as Vite calls them after the browser build wrote its bundle (here none) and copied public/.
    const plugin = precompressPlugin() as unknown as {
      configResolved(config: unknown): void;
      writeBundle(options: unknown, bundle: Record<string, unknown>): Promise<void>;
    };
    plugin.configResolved({ build: { outDir, ssr: false, copyPublicDir: true }, publicDir });
    await plugin.writeBundle({}, {});
    const br = await readFile(join(outDir, 'scripts', 'boot.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
  });
});
