import type { FromSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';
import type { blockSchemas, BlockType } from '../../schemas/content/blocks/index.ts';

/** What every block component receives: its validated content and where it sits in the file (for nested blocks). */
export interface BlockProps<Content> {
  block: Content;
  /** JSON pointer of this block inside its file, e.g. `/blocks/3`. */
  pointer: string;
}

type ContentByType = { [K in BlockType]: FromSchema<(typeof blockSchemas)[K]> };

/**
 * Each block type's content, derived from its schema. An interface, so each type's content is worked out on its own:
 * indexing a mapped type with a generic key would ask for the content of every schema at once, which is too deep.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface on purpose, as said above
interface BlockContents extends ContentByType {}

/** The content of a block of type `K`, derived from its schema, so the props are never written twice. */
export type BlockContentOf<K extends BlockType> = BlockContents[K];

/** A block component; a lazily loaded one also says how to start loading its chunk early. */
export type BlockComponent<Content> = ComponentType<BlockProps<Content>> & {
  preload?: () => Promise<unknown>;
};

/**
 * A registered block type: its id (the JSON `type`, typed as the key it is registered under) and its component, whose
 * props come from that type's schema. The schema is `blockSchemas[type]`, compiled into the validators at build time,
 * so the schema object itself never ships to the browser.
 */
export interface BlockDefinition<K extends BlockType> {
  type: K;
  component: BlockComponent<BlockContentOf<K>>;
}

/** Declare a block: the type names the schema, and the schema types the component's props. */
export const defineBlock = <K extends BlockType>(definition: BlockDefinition<K>): BlockDefinition<K> =>
  definition;

/**
 * Block type -> definition, one entry for each type that has a schema: a missing, extra or misspelt type, or a
 * definition filed under another type's key, fails the type check.
 */
export type BlockRegistry = { readonly [K in BlockType]: BlockDefinition<K> };

/** A string from content that names a registered block type (own keys only: `__proto__` is just unknown). */
export const isBlockType = (registry: BlockRegistry, type: string): type is BlockType =>
  Object.hasOwn(registry, type);
