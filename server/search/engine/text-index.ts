import { Bitset } from './bitset.ts';
import { IdLists } from './id-lists.ts';
import { SlotSet } from './slot-set.ts';
import { tokenize, typoDistance, typosAllowed } from './text.ts';

interface WordPostings {
  id: number;
  any: SlotSet;
  /** One set per searchable attribute, for the attribute ranking criterion. */
  byAttribute: (SlotSet | undefined)[];
}

/** What one query word matched: records per typo count, records matching it in the first attribute, and the words. */
export interface WordMatch {
  word: string;
  prefix: boolean;
  tokens: string[];
  byTypos: (Bitset | undefined)[];
  inFirstAttribute: Bitset;
  all: Bitset;
}

/** The words of every record, with typo-tolerant and prefix lookup over the vocabulary. */
export class TextIndex {
  private readonly words = new Map<string, WordPostings>();
  private readonly byId: WordPostings[] = [];
  /** Each record's words (ids in `byId`), to take it out of their sets when it leaves. */
  private slotWords: IdLists;
  private sorted: string[] | null = null;

  constructor(capacity: number) {
    this.slotWords = new IdLists(capacity);
  }

  add(slot: number, texts: readonly string[], capacity: number): void {
    const ids: number[] = [];
    texts.forEach((text, attribute) => {
      for (const token of tokenize(text)) {
        let postings = this.words.get(token);
        if (!postings) {
          postings = { id: this.byId.length, any: new SlotSet(), byAttribute: [] };
          this.words.set(token, postings);
          this.byId.push(postings);
          this.sorted = null;
        }
        postings.any.add(slot, capacity);
        (postings.byAttribute[attribute] ??= new SlotSet()).add(slot, capacity);
        ids.push(postings.id);
      }
    });
    this.slotWords.set(slot, ids);
  }

  /** Take a record out of the sets of every word its texts had. */
  remove(slot: number): void {
    this.slotWords.forEach(slot, (id) => {
      const postings = this.byId[id]!;
      postings.any.delete(slot);
      for (const set of postings.byAttribute) set?.delete(slot);
    });
    this.slotWords.clear(slot);
  }

  grow(capacity: number): void {
    for (const postings of this.byId) {
      postings.any.grow(capacity);
      for (const set of postings.byAttribute) set?.grow(capacity);
    }
    this.slotWords.grow(capacity);
  }

  /**
   * Match one query word: exactly, with the typos its length allows, and as a prefix when it is the last word. Its
   * sets come from `newSet` (empty sets of the index's capacity).
   */
  match(word: string, prefix: boolean, capacity: number, newSet = () => new Bitset(capacity)): WordMatch {
    const byTypos: (Bitset | undefined)[] = [];
    const inFirstAttribute = newSet();
    const all = newSet();
    const tokens: string[] = [];
    const take = (token: string, typos: number) => {
      const postings = this.words.get(token)!;
      if (postings.any.size === 0) return;
      tokens.push(token);
      postings.any.addTo((byTypos[typos] ??= newSet()));
      postings.any.addTo(all);
      postings.byAttribute[0]?.addTo(inFirstAttribute);
    };
    const limit = typosAllowed(word);
    const prefixed = prefix ? this.withPrefix(word) : new Set<string>();
    for (const token of prefixed) take(token, 0);
    if (!prefixed.has(word) && this.words.has(word)) take(word, 0);
    if (limit > 0)
      for (const token of this.words.keys()) {
        if (token === word || prefixed.has(token)) continue;
        const distance = typoDistance(word, token, limit);
        if (distance <= limit) take(token, distance);
      }
    return { word, prefix, tokens, byTypos, inFirstAttribute, all };
  }

  private withPrefix(prefix: string): Set<string> {
    const sorted = (this.sorted ??= [...this.words.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found = new Set<string>();
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.add(sorted[i]!);
    return found;
  }
}

/** Rank tier of a record for a text query: fewer typos first, then words found in the first attribute. */
export function textTier(slot: number, matches: readonly WordMatch[]): number {
  let typos = 0;
  let outsideFirst = 0;
  for (const match of matches) {
    let level = 0;
    while (level < match.byTypos.length && !match.byTypos[level]?.has(slot)) level++;
    typos += level;
    if (!match.inFirstAttribute.has(slot)) outsideFirst++;
  }
  return typos * 16 + Math.min(outsideFirst, 15);
}
