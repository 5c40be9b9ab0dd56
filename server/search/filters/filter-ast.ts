/** One filter, in the shape every filter parameter (`filters`, `facetFilters`, ...) normalizes to. */
export type FilterPredicate =
  // Tag filters are facet predicates on `_tags`; booleans are the facet values 'true' / 'false'.
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | {
      kind: 'numeric';
      attribute: string;
      operator: NumericOperator;
      value: number;
      negated: boolean;
    }
  // `attr:lower TO upper`, inclusive at both ends.
  | { kind: 'range'; attribute: string; lower: number; upper: number; negated: boolean };

/** The comparison operators Algolia accepts in numeric filters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** Predicates joined by OR: Algolia only allows ORs of single filters. */
export type FilterGroup = FilterPredicate[];

/** Groups joined by AND (Algolia's conjunctive normal form); `[]` matches every record. */
export type FilterExpression = FilterGroup[];

/** A rejected filter: `message` is what goes into the 400 body, `column` the 0-based offset when known. */
export class FilterError extends Error {
  readonly column: number | undefined;

  constructor(message: string, column?: number) {
    super(message);
    this.name = 'FilterError';
    this.column = column;
  }
}
