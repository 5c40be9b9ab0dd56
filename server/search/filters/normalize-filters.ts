import { FilterError, type FilterExpression, type FilterGroup, type FilterPredicate } from './filter-ast.ts';

/** The three filter types Algolia refuses to mix inside one OR. */
export type FilterKind = 'tag' | 'facet' | 'numeric';

/** The parsed `filters` tree before it is checked against Algolia's allowed shapes; parentheses leave no node. */
export type FilterNode =
  | { type: 'leaf'; predicate: FilterPredicate; kind: FilterKind; col: number }
  | { type: 'and' | 'or'; children: FilterNode[]; col: number };

// Confirmed verbatim from a real API response (algolia/algoliasearch-client-php#385).
const OR_OF_AND = 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

// From Algolia's JS port of the parser; the engine's wording for this case was not found in the wild.
const EXPECTED_FORMS: Record<FilterKind, string> = {
  tag: 'Expected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
  facet: 'Expected a facet filter which needs to have this form:\n - facet_name:facet_value',
  numeric: [
    'Expected a numeric filter which needs to have one of the following form:',
    ...['=10', '>10', '>=10', '<10', '<=10', '!=10', ':10 TO 20'].map(
      (form) => ` - numeric_attr_name${form}`,
    ),
  ].join('\n'),
};

/**
 * Reduce a parsed tree to AND-of-OR groups, rejecting what Algolia rejects: an AND under an OR, and an OR
 * mixing tag, facet and numeric filters. Redundant parentheses are fine: `((a) AND ((b OR c)))` is `a AND (b OR c)`.
 */
export function normalizeFilterTree(node: FilterNode): FilterExpression {
  if (node.type === 'and') return node.children.flatMap(normalizeFilterTree);
  const leaves: FilterLeaf[] = [];
  collectOr(node, leaves);
  return [leaves.map((leaf) => leaf.predicate) satisfies FilterGroup];
}

type FilterLeaf = Extract<FilterNode, { type: 'leaf' }>;

function collectOr(node: FilterNode, leaves: FilterLeaf[]): void {
  if (node.type !== 'leaf') {
    if (node.type === 'and') throw new FilterError(OR_OF_AND, node.col);
    for (const child of node.children) collectOr(child, leaves);
    return;
  }
  const first = leaves[0];
  if (first && first.kind !== node.kind) {
    throw new FilterError(
      `filters: Different types are not allowed in the same OR.\n${EXPECTED_FORMS[first.kind]}`,
      node.col,
    );
  }
  leaves.push(node);
}
