/**
 * Content schemas reuse fragments by object identity (localized text, images, links, navigation levels). Ajv would
 * compile each use again; hoisting every fragment used more than once into its own `$id` schema and referring to it
 * by `$ref` makes the compiler emit one function per fragment, which keeps the browser's validators small.
 */
type SchemaNode = Record<string, unknown>;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMA_SINGLES = [
  'items',
  'additionalProperties',
  'not',
  'propertyNames',
  'contains',
  'if',
  'then',
  'else',
] as const;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: SchemaNode): SchemaNode[] {
  const found: SchemaNode[] = [];
  for (const key of SUBSCHEMA_MAPS)
    if (isNode(node[key])) found.push(...Object.values(node[key]).filter(isNode));
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(node[key])) found.push(...(node[key] as unknown[]).filter(isNode));
  for (const key of SUBSCHEMA_SINGLES) if (isNode(node[key])) found.push(node[key]);
  return found;
}

/** Rebuild a schema tree, replacing shared nodes by `$ref`s. */
function rewrite(node: SchemaNode, ids: Map<SchemaNode, string>, isRoot: boolean): SchemaNode {
  const id = ids.get(node);
  if (id && !isRoot) return { $ref: id };
  const copy: SchemaNode = { ...node };
  for (const key of SUBSCHEMA_MAPS) {
    if (isNode(node[key])) {
      copy[key] = Object.fromEntries(
        Object.entries(node[key]).map(([name, child]) => [
          name,
          isNode(child) ? rewrite(child, ids, false) : child,
        ]),
      );
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(node[key])) {
      copy[key] = (node[key] as unknown[]).map((child) =>
        isNode(child) ? rewrite(child, ids, false) : child,
      );
    }
  }
  for (const key of SUBSCHEMA_SINGLES) if (isNode(node[key])) copy[key] = rewrite(node[key], ids, false);
  return copy;
}

/** Split the given schemas into rewritten roots plus the shared fragments they now reference by `$id`. */
export function hoistSharedSchemas(roots: Record<string, object>): {
  roots: Record<string, SchemaNode>;
  shared: SchemaNode[];
} {
  const uses = new Map<SchemaNode, number>();
  const visit = (node: SchemaNode) => {
    const count = (uses.get(node) ?? 0) + 1;
    uses.set(node, count);
    if (count === 1) children(node).forEach(visit);
  };
  Object.values(roots).forEach((root) => visit(root as SchemaNode));
  const ids = new Map<SchemaNode, string>();
  for (const [node, count] of uses) {
    if (count > 1 && JSON.stringify(node).length > 40) ids.set(node, `urn:storefront:shared-${ids.size}`);
  }
  const shared = [...ids].map(([node, id]) => ({ ...rewrite(node, ids, true), $id: id }));
  const rewritten = Object.fromEntries(
    Object.entries(roots).map(([name, root]) => [name, rewrite(root as SchemaNode, ids, true)]),
  );
  return { roots: rewritten, shared };
}
