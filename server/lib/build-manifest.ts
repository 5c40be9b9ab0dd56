import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MODULE_CHUNKS_FILE } from '../../schemas/server-render.ts';

/** One entry of Vite's build manifest: a chunk's file and its CSS. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  isEntry?: boolean;
}

/** The last manifest read, with the build it came from: a page request does not parse it again. */
let kept: { stamp: string; manifest: Record<string, ManifestChunk> } | undefined;

/**
 * Vite's `dist/.vite/manifest.json`, read again whenever the file changes (a rebuild is picked up); empty when absent.
 * A module the bundler placed inside a shared chunk is added under its own key too, as that chunk
 * (`MODULE_CHUNKS_FILE`), so the modules a server render noted find their chunk whichever way they were bundled.
 */
export async function readBuildManifest(distDir: string): Promise<Record<string, ManifestChunk>> {
  const stamp = await stat(join(distDir, '.vite', 'manifest.json')).then(
    (file) => `${distDir}:${file.mtimeMs}:${file.size}`,
    () => undefined,
  );
  if (!stamp) return {};
  if (kept?.stamp === stamp) return kept.manifest;
  const read = async <T>(file: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await readFile(join(distDir, file), 'utf8')) as T;
    } catch {
      return undefined;
    }
  };
  const [manifest = {}, moduleChunks = {}] = await Promise.all([
    read<Record<string, ManifestChunk>>(join('.vite', 'manifest.json')),
    read<Record<string, string>>(MODULE_CHUNKS_FILE),
  ]);
  for (const [module, chunk] of Object.entries(moduleChunks))
    if (!manifest[module] && manifest[chunk]) manifest[module] = manifest[chunk];
  // A package's module is keyed by its path from the project; reached through a linked `node_modules` that path
  // climbs out of it (`../../elsewhere/node_modules/…`). Known from `node_modules/` on too, however it was reached.
  for (const key of Object.keys(manifest)) {
    const inPackages = key.indexOf('node_modules/');
    if (inPackages > 0) manifest[key.slice(inPackages)] ??= manifest[key]!;
  }
  kept = { stamp, manifest };
  return manifest;
}

/** Manifest key of the one chunk every block component is in (see `src/blocks/block-components.ts`). */
export const BLOCK_COMPONENTS = 'src/blocks/block-components.ts';

/** Manifest key of the validators every first page needs. */
export const FIRST_LOAD_VALIDATORS = 'virtual:content-validators/first-load';

/**
 * Manifest keys of the shell's lazy parts every page hydrates with (the footer, the header's search form; see
 * `preloadShell` in the storefront): preloaded with the HTML so hydration does not wait on a second round trip.
 */
export const SHELL_CHUNKS = ['src/features/shell/footer/footer.tsx', 'src/features/site-search/index.ts'];
