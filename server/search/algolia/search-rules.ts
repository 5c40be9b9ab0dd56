import type { Queryable } from '../../db/database.ts';
import { tokenize } from '../engine/text.ts';
import { parseFilters, type FilterExpression } from '../filters/index.ts';

/** A query edit as the dashboard saves it: `delete` words removed, or replaced by `insert`. */
export interface QueryEdit {
  type: 'remove' | 'replace';
  delete: string;
  insert?: string;
}

export type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains';

/** A merchandising rule in Algolia's shape (the parts our endpoint applies). */
export interface SearchRule {
  objectID: string;
  enabled?: boolean;
  conditions?: { pattern?: string; anchoring?: Anchoring; context?: string }[];
  consequence: {
    params?: { filters?: string; query?: string | { remove?: string[]; edits?: QueryEdit[] } };
    promote?: ({ objectID: string; position: number } | { objectIDs: string[]; position: number })[];
    hide?: { objectID: string }[];
    userData?: unknown;
    filterPromotes?: boolean;
  };
  description?: string;
}

/** A record a rule pins at `position`; `filtered` when it must also pass the search's filters (filterPromotes). */
export interface Promotion {
  objectID: string;
  position: number;
  filtered: boolean;
}

/** What the rules matching one search change about it. */
export interface AppliedRules {
  applied: string[];
  filters: FilterExpression;
  query?: string;
  promote: Promotion[];
  hide: string[];
  userData: unknown[];
}

export const NO_RULES: AppliedRules = { applied: [], filters: [], promote: [], hide: [], userData: [] };

const RULES_CACHE_MS = 2000;

/** Whether `pattern`'s words stand in `words` from `at` on: rules match whole words, never part of one. */
function wordsAt(words: readonly string[], pattern: readonly string[], at: number): boolean {
  return at >= 0 && at + pattern.length <= words.length && pattern.every((word, i) => words[at + i] === word);
}

function anchored(words: readonly string[], pattern: readonly string[], anchoring: Anchoring): boolean {
  switch (anchoring) {
    case 'is':
      return words.length === pattern.length && wordsAt(words, pattern, 0);
    case 'startsWith':
      return wordsAt(words, pattern, 0);
    case 'endsWith':
      return wordsAt(words, pattern, words.length - pattern.length);
    case 'contains':
      return words.some((_, at) => wordsAt(words, pattern, at)) || pattern.length === 0;
  }
}

function matches(rule: SearchRule, query: string, contexts: readonly string[]): boolean {
  if (rule.enabled === false) return false;
  const conditions = rule.conditions ?? [];
  if (conditions.length === 0) return true;
  const words = tokenize(query);
  return conditions.some((condition) => {
    if (condition.context !== undefined && !contexts.includes(condition.context)) return false;
    if (condition.pattern === undefined) return true;
    return anchored(words, tokenize(condition.pattern), condition.anchoring ?? 'is');
  });
}

/** The query after a rule's edits, word by word; a query ending in a space keeps it (no prefix match then). */
function editQuery(query: string, edits: readonly QueryEdit[]): string {
  let words = tokenize(query);
  for (const edit of edits) {
    const target = tokenize(edit.delete);
    if (target.length === 0) continue;
    const insert = edit.type === 'replace' ? tokenize(edit.insert ?? '') : [];
    const out: string[] = [];
    let at = 0;
    while (at < words.length)
      if (wordsAt(words, target, at)) {
        out.push(...insert);
        at += target.length;
      } else out.push(words[at++]!);
    words = out;
  }
  const edited = words.join(' ');
  return edited && !/[\p{L}\p{N}]$/u.test(query) ? `${edited} ` : edited;
}

/** The edits a rule's `params.query` asks for: the dashboard's `edits`, or the legacy `remove` list. */
function queryEdits(query: { remove?: string[]; edits?: QueryEdit[] }): QueryEdit[] {
  return [
    ...(query.remove ?? []).map((word): QueryEdit => ({ type: 'remove', delete: word })),
    ...(query.edits ?? []),
  ];
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
    const entry = { at: Date.now(), rules };
    this.cache.set(index, entry);
    // A failed read (the database restarting) is not kept: the next search reads again instead of failing for the
    // cache time after the database is back.
    rules.catch(() => {
      if (this.cache.get(index) === entry) this.cache.delete(index);
    });
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
      else if (edit) out.query = editQuery(out.query ?? query, queryEdits(edit));
      const filtered = consequence.filterPromotes === true;
      for (const promote of consequence.promote ?? []) {
        const ids = 'objectIDs' in promote ? promote.objectIDs : [promote.objectID];
        ids.forEach((objectID, i) =>
          out.promote.push({ objectID, position: promote.position + i, filtered }),
        );
      }
      out.hide.push(...(consequence.hide ?? []).map((hidden) => hidden.objectID));
      if (consequence.userData !== undefined) out.userData.push(consequence.userData);
    }
    return out;
  }
}
