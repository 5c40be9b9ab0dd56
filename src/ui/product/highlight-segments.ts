/** A piece of a highlighted name: plain text, or text the search matched. */
export interface HighlightSegment {
  text: string;
  matched: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The characters the shop's search endpoint escapes, read back as text (`&#39;`, `&lt;`...). */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * A name highlighted by the search service (`<em>` around the words that matched) as text pieces to render as text:
 * nothing of it is ever read as markup. Algolia returns records as indexed, markup included, so whatever else the
 * value holds stays visible text rather than becoming part of the page.
 */
export function highlightSegments(value: string): HighlightSegment[] {
  return value.split(/(<em>|<\/em>)/).reduce<{ segments: HighlightSegment[]; matched: boolean }>(
    (state, piece) => {
      if (piece === '<em>') return { ...state, matched: true };
      if (piece === '</em>') return { ...state, matched: false };
      if (piece) state.segments.push({ text: decodeEntities(piece), matched: state.matched });
      return state;
    },
    { segments: [], matched: false },
  ).segments;
}
