import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';

/** What every block component receives: its validated content and where it sits in the file (for nested blocks). */
export interface BlockProps<Content> {
  block: Content;
  /** JSON pointer of this block inside its file, e.g. `/blocks/3`. */
  pointer: string;
}

/** A registered block type: its id (the JSON `type`), its schema and its component, in one object. */
export interface BlockDefinition<Content = unknown> {
  type: string;
  schema: JSONSchema;
  component: ComponentType<BlockProps<Content>>;
}

/** Declare a block; the component's props are derived from the schema, so they are never written twice. */
export function defineBlock<const Schema extends JSONSchema>(definition: {
  type: string;
  schema: Schema;
  component: ComponentType<BlockProps<FromSchema<Schema>>>;
}): BlockDefinition<FromSchema<Schema>> {
  return definition;
}

/** Blocks that count as banners: their views are reported at 50 % visibility. */
export type BlockRegistry = Readonly<Record<string, BlockDefinition<never>>>;
