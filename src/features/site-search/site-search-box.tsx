import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { lazyComponent } from '../../renderer/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import * as styles from './site-search-box.styles.ts';
import type { SearchSlot, SiteSearchBoxProps } from './site-search-types.ts';

/**
 * The input's max length, written out rather than imported: this file is in the entry bundle and
 * the listing's text rules are not (a test holds the two equal).
 */
const MAX_LENGTH = 50;

// The store, the combobox keys and the suggestion list: a chunk of their own, fetched on a box's first use.
const SearchEnhancement = lazyComponent(
  () => import('./search-enhancement.tsx'),
  (module) => module.SearchEnhancement,
);

/**
 * The site search box: a plain GET form to `{base}/search` with a labelled `query` field,
 * server-rendered and working without JavaScript. Its first focus or keystroke loads the suggestion combobox, which
 * takes over this same input element, so typing, IME composition and focus carry on undisturbed.
 */
export const SiteSearchBox = observer(function SiteSearchBox(props: SiteSearchBoxProps) {
  const { site } = useStores();
  const t = useT();
  const generatedId = useId();
  const inputId = props.inputId ?? `search${generatedId}`;
  const input = useRef<HTMLInputElement>(null);
  const slot = useRef<SearchSlot>({});
  const [used, setUsed] = useState(false);
  const start = () => setUsed(true);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = input.current?.value ?? '';
    // An empty or blank submit does nothing.
    if (!query.trim()) return;
    if (slot.current.submit) return slot.current.submit(query);
    slot.current.pending = query;
    start();
  };
  return (
    <form
      role="search"
      aria-label={t(props.variant === 'header' ? 'WEB.SEARCH.LANDMARK' : 'WEB.SEARCH.PAGE_LANDMARK')}
      action={site.href('/search')}
      method="get"
      className={cx(styles.form, props.className)}
      data-variant={props.variant ?? 'page'}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('WEB.SEARCH.LABEL')}
      </label>
      {/* The combobox half sets aria-expanded, -controls, -autocomplete and -activedescendant once it is here. */}
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="query"
        maxLength={MAX_LENGTH}
        defaultValue={props.initialQuery}
        placeholder={t('WEB.SEARCH.PLACEHOLDER')}
        autoComplete="off"
        role="combobox"
        aria-expanded={false}
        onFocus={start}
        onInput={start}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('WEB.SEARCH.SUBMIT')}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchEnhancement {...props} input={input} slot={slot} />
        </Suspense>
      )}
    </form>
  );
});
