import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { blockSchemas } from '../schemas/content/blocks/index.ts';
import { AFTER_LOAD_CONTENT, FIRST_LOAD_CONTENT } from '../schemas/content/content-paths.ts';
import { contentFiles, metadataFile } from '../schemas/content/manifest.ts';
import { hoistSharedSchemas } from './hoist-shared-schemas.ts';

const PREFIX = 'virtual:content-validators/';
const GROUPS = [
  'first-load',
  'later',
  ...AFTER_LOAD_CONTENT.map((id) => `after-load/${id}` as const),
] as const;

/** Ajv options shared by the build-time compiler and the Node-side checker, so both judge content the same way. */
export const ajvOptions = { allErrors: true, strict: false } as const;

/** Ajv's standalone output still `require`s its small runtime helpers; browsers need them inline. */
const RUNTIME_HELPERS: Record<string, string> = {
  'ajv/dist/runtime/ucs2length':
    'function (text) { let length = 0; for (const _ of text) length++; return length; }',
};

function inlineRuntime(code: string): string {
  return code.replace(/require\("([^"]+)"\)\.default/g, (_match, module: string) => {
    const helper = RUNTIME_HELPERS[module];
    if (!helper) throw new Error(`Standalone validators need ${module}: add it to RUNTIME_HELPERS`);
    return `(${helper})`;
  });
}

const identifier = (key: string) => key.replace(/[^A-Za-z0-9]/g, '_');

/** Standalone validator code for a set of schemas, exporting `validators = { content, blocks, metadata }`. */
function compileGroup(content: string[], blocks: string[], withMetadata: boolean): string {
  const ajv = new Ajv({ ...ajvOptions, code: { source: true, esm: true } });
  const roots: Record<string, object> = {};
  if (withMetadata) roots.metadata = metadataFile.schema;
  for (const id of content) roots[`content:${id}`] = contentFiles[id as keyof typeof contentFiles].schema;
  for (const type of blocks) roots[`block:${type}`] = blockSchemas[type as keyof typeof blockSchemas];
  const hoisted = hoistSharedSchemas(roots);
  for (const fragment of hoisted.shared) ajv.addSchema(fragment);
  for (const [key, schema] of Object.entries(hoisted.roots)) ajv.addSchema(schema, key);
  const exports = Object.fromEntries(Object.keys(roots).map((key) => [identifier(key), key]));
  const map = (prefix: string, keys: string[]) =>
    keys.map((key) => `${JSON.stringify(key)}: ${identifier(`${prefix}:${key}`)}`).join(', ');
  return `${inlineRuntime(standaloneCode(ajv, exports))}
export const validators = { ${withMetadata ? 'metadata, ' : ''}content: { ${map('content', content)} }, blocks: { ${map('block', blocks)} } };
`;
}

/**
 * Compiles every content and block schema to standalone validator code at build time, so the browser runs validators
 * without shipping Ajv's compiler. `virtual:content-validators/first-load` holds what a first page the server did not
 * render needs (shell files, pages, blocks, metadata); `virtual:content-validators/after-load/<file>` each file the
 * browser fetches itself after any first page (one small chunk per file, fetched with it);
 * `virtual:content-validators/later` the rest.
 */
export function contentValidatorsPlugin(): Plugin {
  return {
    name: 'content-validators',
    resolveId: (id) =>
      id.startsWith(PREFIX) && GROUPS.includes(id.slice(PREFIX.length) as never) ? `\0${id}` : undefined,
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const group = id.slice(PREFIX.length + 1);
      if (group.startsWith('after-load/'))
        return compileGroup([group.slice('after-load/'.length)], [], false);
      const groupOf = (key: string) =>
        (FIRST_LOAD_CONTENT as readonly string[]).includes(key)
          ? 'first-load'
          : (AFTER_LOAD_CONTENT as readonly string[]).includes(key)
            ? 'after-load'
            : 'later';
      const content = Object.keys(contentFiles).filter((key) => groupOf(key) === group);
      return group === 'first-load'
        ? compileGroup(content, Object.keys(blockSchemas), true)
        : compileGroup(content, [], false);
    },
  };
}
