import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { blockSchemas } from '../schemas/content/blocks/index.ts';
import { contentFiles, metadataFile } from '../schemas/content/manifest.ts';
import { hoistSharedSchemas } from './hoist-shared-schemas.ts';

const MODULE_ID = 'virtual:content-validators';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Ajv options shared by the build-time compiler and the Node-side checker, so both judge content the same way. */
export const ajvOptions = { allErrors: true, strict: false } as const;

/**
 * Compiles every content and block schema to standalone validator code at build time, so the browser runs validators
 * without shipping Ajv's compiler. Import `virtual:content-validators` to get `{ content, blocks, metadata }`.
 */
export function contentValidatorsPlugin(): Plugin {
  return {
    name: 'content-validators',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const ajv = new Ajv({ ...ajvOptions, code: { source: true, esm: true } });
      const exports: Record<string, string> = { metadata: 'metadata' };
      const roots: Record<string, object> = { metadata: metadataFile.schema };
      for (const [id, entry] of Object.entries(contentFiles)) {
        roots[`content:${id}`] = entry.schema;
        exports[`content_${id}`] = `content:${id}`;
      }
      for (const [type, schema] of Object.entries(blockSchemas)) {
        roots[`block:${type}`] = schema;
        exports[`block_${type.replace(/-/g, '_')}`] = `block:${type}`;
      }
      const hoisted = hoistSharedSchemas(roots);
      for (const fragment of hoisted.shared) ajv.addSchema(fragment);
      for (const [key, schema] of Object.entries(hoisted.roots)) ajv.addSchema(schema, key);
      const code = standaloneCode(ajv, exports);
      const contentMap = Object.keys(contentFiles).map((id) => `${JSON.stringify(id)}: content_${id}`);
      const blockMap = Object.keys(blockSchemas).map((t) => `${JSON.stringify(t)}: block_${t.replace(/-/g, '_')}`);
      return `${code}\nexport const validators = { metadata, content: { ${contentMap.join(', ')} }, blocks: { ${blockMap.join(', ')} } };\n`;
    },
  };
}
