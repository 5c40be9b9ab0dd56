import type { Queryable } from '../../db/database.ts';
import { normalize } from '../engine/text.ts';
import { FilterError, parseFilters, type FilterExpression } from '../filters/index.ts';
import { AlgoliaError } from './algolia-error.ts';

/** A merchandising rule in Algolia's shape (the parts our endpoint applies). */
export interface SearchRule {
  objectID: string;
  enabled?: boolean;
  conditions?: {
    pattern?: string;
    anchoring?: 'is' | 'startsWith' | 'endsWith' | 'contains';
    context?: string;
  }[];
  consequence: {
    params?: { filters?: string; query?: string | { remove?: string[] } };
    promote?: ({ objectID: string; position: number } | { objectIDs: string[]; position: number })[];
    hide?: { objectID: string }[];
    userData?: unknown;
    filterPromotes?: boolean;
  };
  description?: string;
}

/** What the rules matching one search change about it. */
export interface AppliedRules {
  applied: string[];
  filters: FilterExpression;
  query?: string;
  promote: string[];
  hide: string[];
  userData: unknown[];
}

export const NO_RULES: AppliedRules = { applied: [], filters: [], promote: [], hide: [], userData: [] };

const RULES_CACHE_MS = 2000;

/** Check a rule before it is stored, so a bad filter fails when an operator saves it, not when a shopper searches. */
export function checkRule(rule: unknown, objectID: string): SearchRule {
  const value = rule as Partial<SearchRule> | null;
  if (
    !value ||
    typeof value !== 'object' ||
    typeof value.consequence !== 'object' ||
    value.consequence === null
  )
    throw new AlgoliaError(400, 'Rule must have a consequence');
  if (value.conditions !== undefined && !Array.isArray(value.conditions))
    throw new AlgoliaError(400, 'Rule conditions must be an array');
  const filters = value.consequence.params?.filters;
  if (filters !== undefined) {
    try {
      parseFilters(filters);
    } catch (error) {
      if (error instanceof FilterError) throw new AlgoliaError(400, `Rule filters: ${error.message}`);
      throw error;
    }
  }
  return { ...(value as SearchRule), objectID };
}

function matches(rule: SearchRule, query: string, contexts: readonly string[]): boolean {
  if (rule.enabled === false) return false;
  const conditions = rule.conditions ?? [];
  if (conditions.length === 0) return true;
  const text = normalize(query).trim();
  return conditions.some((condition) => {
    if (condition.context !== undefined && !contexts.includes(condition.context)) return false;
    if (condition.pattern === undefined) return true;
    const pattern = normalize(condition.pattern).trim();
    switch (condition.anchoring ?? 'is') {
      case 'is':
        return text === pattern;
      case 'startsWith':
        return text.startsWith(pattern);
      case 'endsWith':
        return text.endsWith(pattern);
      default:
        return text.includes(pattern);
    }
  });
}

/** Rules per index, read from the database and cached briefly so an operator's change shows within seconds. */
export class SearchRules {
  private readonly cache = new Map<string, { at: number; rules: Promise<SearchRule[]> }>();

  constructor(private readonly db: Queryable) {}

  async list(index: string): Promise<SearchRule[]> {
    const cached = this.cache.get(index);
    if (cached && Date.now() - cached.at < RULES_CACHE_MS) return cached.rules;
    const rules = this.db
      .query<{ rule: SearchRule }>('SELECT rule FROM search_rules WHERE index_name = $1 ORDER BY object_id', [
        index,
      ])
      .then((rows) => rows.map((row) => row.rule));
    this.cache.set(index, { at: Date.now(), rules });
    return rules;
  }

  async save(index: string, rule: SearchRule): Promise<void> {
    await this.db.query(
      `INSERT INTO search_rules (index_name, object_id, rule) VALUES ($1, $2, $3)
       ON CONFLICT (index_name, object_id) DO UPDATE SET rule = EXCLUDED.rule`,
      [index, rule.objectID, JSON.stringify(rule)],
    );
    this.cache.delete(index);
  }

  async get(index: string, objectID: string): Promise<SearchRule | undefined> {
    return (await this.list(index)).find((rule) => rule.objectID === objectID);
  }

  async delete(index: string, objectID: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM search_rules WHERE index_name = $1 AND object_id = $2 RETURNING 1',
      [index, objectID],
    );
    this.cache.delete(index);
    return rows.length > 0;
  }

  /** The rules that fire for a query and its contexts, merged in rule order. */
  async apply(index: string, query: string, contexts: readonly string[]): Promise<AppliedRules> {
    const fired = (await this.list(index)).filter((rule) => matches(rule, query, contexts));
    if (fired.length === 0) return NO_RULES;
    const out: AppliedRules = { applied: [], filters: [], promote: [], hide: [], userData: [] };
    for (const rule of fired) {
      const { consequence } = rule;
      out.applied.push(rule.objectID);
      if (consequence.params?.filters) out.filters.push(...parseFilters(consequence.params.filters));
      const edit = consequence.params?.query;
      if (typeof edit === 'string') out.query = edit;
      else if (edit?.remove?.length) {
        const remove = new Set(edit.remove.map(normalize));
        out.query = (out.query ?? query)
          .split(/\s+/)
          .filter((word) => !remove.has(normalize(word)))
          .join(' ');
      }
      for (const promote of consequence.promote ?? [])
        out.promote.push(...('objectIDs' in promote ? promote.objectIDs : [promote.objectID]));
      out.hide.push(...(consequence.hide ?? []).map((hidden) => hidden.objectID));
      if (consequence.userData !== undefined) out.userData.push(consequence.userData);
    }
    return out;
  }
}
