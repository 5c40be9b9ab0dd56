import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { storySites, type StorySite } from '../fixture-blocks.ts';
import { checkDraft, type DraftCheck } from './draft-check.ts';
import { DraftPreview } from './draft-preview.tsx';
import { draftSources, draftText, type DraftSource } from './draft-sources.ts';
import { lineAndColumn, type TextSpan } from './json-text.ts';
import { ProblemsView } from './problems-view.tsx';
import * as styles from './workbench.styles.ts';

/** A pause in typing before the draft is checked again: each keystroke would re-render the whole page. */
export const CHECK_AFTER_TYPING_MS = 300;

interface Props {
  site: StorySite;
  /** What to start from: a page's name (`winter-sale`), `header`, `footer` or a block type; the homepage if unset. */
  start?: string;
  /** A draft to open instead of the file's own text (a story's broken page). */
  text?: string;
}

const sourceIndex = (sources: readonly DraftSource[], start: string | undefined) =>
  Math.max(
    sources.findIndex((source) => source.name === start),
    0,
  );

const fullWidth = (source: DraftSource) => source.kind === 'header' || source.kind === 'footer';

/**
 * An editor's page playground: a site's real file as JSON to edit or replace, checked as the shop checks it while
 * the editor types (every problem by its JSON pointer, syntax errors by line and column), and rendered beside it in
 * the site's language and direction, broken blocks shown in place as on a preview host.
 */
export function PagePlayground({ site, start, text: startText }: Props) {
  const sources = useMemo(() => draftSources(site), [site]);
  const [index, setIndex] = useState(() => sourceIndex(sources, start));
  const source = sources[index]!;
  const [text, setText] = useState(() => startText ?? draftText(source));
  const [check, setCheck] = useState<DraftCheck>();
  const [lastValid, setLastValid] = useState<Extract<DraftCheck, { ok: true }>>();
  // The shell lays out by the window's width, so a header or footer is previewed below the editor at full width.
  const [previewBelow, setPreviewBelow] = useState(() => fullWidth(source));
  const checkedOnce = useRef(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ids = { picker: useId(), draft: useId(), status: useId() };
  const file = source.kind === 'block' ? `${source.name}.block.json` : source.file;
  const title =
    source.kind === 'block'
      ? `one ${source.name} block (from ${source.file}#${source.pointer})`
      : source.file;

  useEffect(() => {
    let current = true;
    const delay = checkedOnce.current ? CHECK_AFTER_TYPING_MS : 0;
    const timer = setTimeout(() => {
      void checkDraft(text, source.kind, file, blockRegistry).then((result) => {
        if (!current) return;
        checkedOnce.current = true;
        setCheck(result);
        if (result.ok) setLastValid(result);
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, source.kind, file]);

  const choose = (next: number) => {
    setIndex(next);
    setText(draftText(sources[next]!));
    setPreviewBelow(fullWidth(sources[next]!));
  };

  /** Select a problem's text and scroll the draft to it, so the editor lands on what to fix. */
  const select = ({ start: from, end }: TextSpan) => {
    const area = textArea.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(from, end);
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (lineAndColumn(area.value, from).line - 3) * lineHeight);
  };

  const groups = [...new Set(sources.map((entry) => entry.group))];
  const { language } = storySites[site];
  return (
    <styles.Workbench lang="en" dir="ltr" data-preview={previewBelow ? 'below' : 'beside'}>
      <styles.EditorPane aria-labelledby={`${ids.draft}-title`}>
        <h2 id={`${ids.draft}-title`}>Page playground</h2>
        <styles.EditorField>
          <label htmlFor={ids.picker}>Start from a file of this site (replaces the draft)</label>
          <select id={ids.picker} value={index} onChange={(event) => choose(Number(event.target.value))}>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {sources.map((entry, at) =>
                  entry.group === group ? (
                    <option key={`${entry.file}${entry.label}`} value={at}>
                      {entry.label}
                    </option>
                  ) : null,
                )}
              </optgroup>
            ))}
          </select>
        </styles.EditorField>
        <styles.Toggle>
          <input
            type="checkbox"
            checked={previewBelow}
            onChange={(event) => setPreviewBelow(event.target.checked)}
          />
          Preview below at the window&apos;s full width
        </styles.Toggle>
        <styles.EditorField>
          <label htmlFor={ids.draft}>JSON of {title}</label>
          <textarea
            id={ids.draft}
            ref={textArea}
            value={text}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            aria-describedby={ids.status}
            aria-invalid={check ? !check.ok || check.problems.length > 0 : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </styles.EditorField>
        <ProblemsView statusId={ids.status} check={check} onSelect={select} />
      </styles.EditorPane>
      <styles.PreviewPane aria-label="Preview">
        <styles.PreviewCaption>
          {lastValid ? `As shoppers see ${file} (${language})` : 'Checking…'}
          {check && !check.ok && lastValid ? ', as it was before the JSON broke' : ''}
        </styles.PreviewCaption>
        {lastValid && <DraftPreview site={site} file={file} check={lastValid} />}
      </styles.PreviewPane>
    </styles.Workbench>
  );
}
