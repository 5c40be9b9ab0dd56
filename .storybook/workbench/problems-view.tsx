import type { DraftCheck } from './draft-check.ts';
import type { TextSpan } from './json-text.ts';
import * as styles from './workbench.styles.ts';

const count = (n: number) => `${n} problem${n === 1 ? '' : 's'}`;

/**
 * What is wrong with the draft: a syntax error by line and column, else every broken rule by its JSON pointer, each
 * a button that selects its text. The status line is read out as it changes.
 */
export function ProblemsView({
  statusId,
  check,
  onSelect,
}: {
  statusId: string;
  check: DraftCheck | undefined;
  onSelect: (span: TextSpan) => void;
}) {
  if (!check)
    return (
      <styles.Status id={statusId} role="status">
        Checking…
      </styles.Status>
    );
  if (!check.ok) {
    const { line, column, message, offset } = check.syntax;
    return (
      <>
        <styles.Status id={statusId} role="status" data-state="invalid">
          Not valid JSON: line {line}, column {column}.
        </styles.Status>
        <styles.ProblemList aria-label="Syntax error">
          <li>
            <button type="button" onClick={() => onSelect({ start: offset, end: offset + 1 })}>
              <code>
                line {line}, column {column}
              </code>
              {message}
            </button>
          </li>
        </styles.ProblemList>
      </>
    );
  }
  const { problems, kind } = check;
  const wholeFile = problems.filter((problem) => problem.wholeFile).length;
  return (
    <>
      <styles.Status id={statusId} role="status" data-state={problems.length ? 'invalid' : 'valid'}>
        {problems.length
          ? `${count(problems.length)}${kind === 'block' ? ' (checked as one block)' : ''}.`
          : `Valid${kind === 'block' ? ' (checked as one block)' : ''}: the shop shows it as it is.`}
      </styles.Status>
      {wholeFile > 0 && (
        <styles.FileNotice>
          <p>
            The file itself breaks {count(wholeFile)}: the shop would refuse the whole file
            {kind === 'page' ? ' and not show this page' : ' and show the site without it'}.
          </p>
          <p>The preview still shows what it can.</p>
        </styles.FileNotice>
      )}
      {problems.length > 0 && (
        <styles.ProblemList aria-label="Problems">
          {problems.map((problem, at) => (
            <li key={`${problem.pointer}-${problem.rule}-${at}`} data-pointer={problem.pointer}>
              <button
                type="button"
                disabled={!problem.span}
                onClick={() => problem.span && onSelect(problem.span)}
              >
                <code>{problem.pointer || '(the whole file)'}</code>
                {problem.message}
              </button>
            </li>
          ))}
        </styles.ProblemList>
      )}
    </>
  );
}
