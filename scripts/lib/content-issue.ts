/** One problem found in a content folder: which file, where in it (JSON pointer, '' = whole file), which rule. */
export interface ContentIssue {
  /** Path relative to the checked folder, with `/` separators. */
  file: string;
  /** JSON pointer inside the file; '' for the whole file. */
  pointer: string;
  /** e.g. required, additionalProperties, enum, missing-file, invalid-json, unknown-file, unknown-block, broken-reference. */
  rule: string;
  message: string;
}

/** Build a JSON pointer (RFC 6901) from raw segments, escaping `~` and `/`. */
export function jsonPointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** An issue as `content:check` prints it (`file#pointer  rule  message`): the running server logs the same words. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}#${issue.pointer}  ${issue.rule}  ${issue.message}`;
}
