import { basename, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { MODULE_CHUNKS_FILE, SSR_IMPORT_NOTE } from '../schemas/server-render.ts';

/** `import('./x')`, or `import(/* server-only *\/ './x')` for a module only the server uses (never announced). */
const DYNAMIC_IMPORT = /\bimport\(\s*(\/\*\s*server-only\s*\*\/\s*)?(['"])([^'"\n]+)\2\s*\)/g;

/**
 * In the server render's build only: every dynamic `import('./x.tsx')` of the storefront's own code first tells
 * `globalThis.__noteDynamicImport` which module it loads, by the key the client build's manifest uses
 * (`src/features/x.tsx`). The server entry collects these per page, and the server lists the client chunks of what
 * the page used in its HTML, so the browser fetches them with the entry instead of discovering them one import after
 * another while it hydrates. An import marked `/* server-only *\/` (code for crawlers) is not announced. The browser's
 * build is left as it is.
 */
export function ssrImportsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'ssr-imports',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // The browser's build: which manifest entry holds each of our modules. A module the bundler put inside a shared
    // chunk (a widget a screen also imports) has no manifest key of its own, yet the server render notes it by name.
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks: Record<string, string> = {};
      const keyOf = (id: string) => relative(root, id.split('?')[0]!).split(sep).join('/');
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Vite's manifest names a chunk by its facade module, or `_` and its file name when it has none.
        const chunkKey = output.facadeModuleId
          ? keyOf(output.facadeModuleId)
          : `_${basename(output.fileName)}`;
        for (const id of output.moduleIds) {
          const key = keyOf(id);
          if (!id.startsWith('\0') && !/^(\.\.|node_modules)/.test(key) && key !== chunkKey)
            chunks[key] = chunkKey;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
    async transform(code, id, options) {
      if (!options?.ssr || id.includes('node_modules') || id.startsWith('\0') || !/\bimport\(/.test(code))
        return undefined;
      const edits: Array<{ start: number; end: number; text: string }> = [];
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        if (match[1]) continue;
        const resolved = await this.resolve(match[3]!, id);
        if (!resolved || resolved.external || resolved.id.startsWith('\0')) continue;
        const key = relative(root, resolved.id.split('?')[0]!).split(sep).join('/');
        if (key.startsWith('..')) continue;
        edits.push({
          start: match.index,
          end: match.index + match[0].length,
          text: `(globalThis.${SSR_IMPORT_NOTE}?.(${JSON.stringify(key)}), ${match[0]})`,
        });
      }
      if (edits.length === 0) return undefined;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}
