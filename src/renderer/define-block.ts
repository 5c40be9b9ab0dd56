import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';

/** What every block component receives: its validated content and where it sits in the file (for nested blocks). */
export interface BlockProps<Content> {
  block: Content;
  /** JSON pointer of this block inside its file, e.g. `/blocks/3`. */
  pointer: string;
}

/**
 * A registered block type: its id (the JSON `type`) and its component. Its schema is `blockSchemas[type]`, compiled
 * into the validators at build time, so the schema object itself never ships to the browser.
 */
export interface BlockDefinition<Content = unknown> {
  type: string;
  component: ComponentType<BlockProps<Content>>;
}

/** The content type a block schema describes. */
export type BlockContent<Schema> = Schema extends JSONSchema ? FromSchema<Schema> : never;

/** Declare a block; the component's props are derived from the schema's type, so they are never written twice. */
export function defineBlock<Schema>(definition: {
  type: string;
  component: ComponentType<BlockProps<BlockContent<Schema>>>;
}): BlockDefinition {
  // The renderer validates content against the schema before rendering, so erasing the props type here is safe.
  return definition as unknown as BlockDefinition;
}

/** Block type -> definition; an explicit object map in src/blocks/registry.ts. */
export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;
