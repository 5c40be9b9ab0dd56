import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of Vite's build manifest: a chunk's file and its CSS. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's `dist/.vite/manifest.json`, read on each page request (a rebuild is picked up); empty when absent. */
export async function readBuildManifest(distDir: string): Promise<Record<string, ManifestChunk>> {
  try {
    return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
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
