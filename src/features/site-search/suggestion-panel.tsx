import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useI18n, useT, type CatalogKey } from '../../i18n/index.ts';
import type { ListingProduct } from '../../kernel/types/index.ts';
import { createPriceFormatter, type PriceFormatter } from '../../sites/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { cardPrice } from '../../ui/product/index.ts';
import { optionId } from './combobox-ids.ts';
import type { SearchSession } from './search-session.ts';
import type { SearchOption } from './stores/site-search-store.ts';
import * as styles from './suggestion-panel.styles.ts';

/** Props of `SuggestionPanel`. */
export interface SuggestionPanelProps {
  session: SearchSession;
  listboxId: string;
  variant: 'header' | 'page';
}

const GROUP_LABELS: Record<SearchOption['group'], CatalogKey> = {
  popular: 'WEB.SEARCH.POPULAR',
  suggestions: 'WEB.SEARCH.QUERIES',
  products: 'WEB.SEARCH.PRODUCTS',
};

/** The options by group, each with its index in the whole list. */
function groupsOf(options: readonly SearchOption[]) {
  const groups: { name: SearchOption['group']; items: { option: SearchOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const last = groups[groups.length - 1];
    if (last?.name === option.group) last.items.push({ option, index });
    else groups.push({ name: option.group, items: [{ option, index }] });
  });
  return groups;
}

/** A product suggestion: picture, brand and name, and the price (sale price with the list price struck through). */
function ProductSuggestion({ product, formatter }: { product: ListingProduct; formatter: PriceFormatter }) {
  const t = useT();
  const shown = cardPrice(product.price, product.onSale);
  return (
    <>
      <img className={styles.picture} src={product.mainImage} alt="" width={48} height={64} loading="lazy" />
      <span className={styles.productText}>
        <span className={styles.brand}>{product.brand.name}</span>
        <span className={styles.productName}>{product.name}</span>
        {shown.was === undefined ? (
          <span className={styles.price}>{formatter.format(shown.current)}</span>
        ) : (
          <span className={styles.price} data-on-sale="">
            <span>
              <span className="visually-hidden">{t('WEB.LISTING.CARD.PRICE_NOW')} </span>
              {formatter.format(shown.current)}
            </span>
            <s>
              <span className="visually-hidden">{t('WEB.LISTING.CARD.PRICE_WAS')} </span>
              {formatter.format(shown.was)}
            </s>
          </span>
        )}
      </span>
    </>
  );
}

/**
 * The combobox's list: popular searches for an empty box, else query suggestions and product suggestions, each
 * group labelled. Options are not focusable: focus stays in the input and aria-activedescendant names the highlighted
 * one; a pointer press keeps focus there too. A status line tells screen readers how many suggestions there are.
 */
export const SuggestionPanel = observer(function SuggestionPanel({
  session,
  listboxId,
}: SuggestionPanelProps) {
  const { store } = session;
  const t = useT();
  const i18n = useI18n();
  const { site } = useStores();
  const locale = site.locale;
  const country = site.site?.country ?? 'GB';
  const currency = site.site?.currency ?? 'GBP';
  const formatter = useMemo(
    () => createPriceFormatter(locale, country, currency),
    [locale, country, currency],
  );
  const expanded = store.expanded;
  const options = store.options;
  const activeIndex = store.activeIndex;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <>
      {store.query !== '' && (
        // Out of the tab order (it sits before the submit button only visually): keyboards clear with Escape.
        <button
          type="button"
          tabIndex={-1}
          className={styles.clear}
          onMouseDown={keepFocus}
          onClick={() => session.clear()}
        >
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            aria-hidden="true"
          >
            <path d="m6 6 12 12M18 6 6 18" strokeWidth={1.6} strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('WEB.SEARCH.CLEAR')}</span>
        </button>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('WEB.SEARCH.SUGGESTIONS')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          groupsOf(options).map((group) => (
            <div
              key={group.name}
              role="group"
              aria-labelledby={`${listboxId}-${group.name}`}
              className={styles.group}
            >
              <div role="presentation" id={`${listboxId}-${group.name}`} className={styles.groupLabel}>
                {t(GROUP_LABELS[group.name])}
              </div>
              {group.items.map(({ option, index }) => (
                <div
                  key={option.kind === 'query' ? `q:${option.text}` : `p:${option.product.objectID}`}
                  id={optionId(listboxId, index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  onMouseDown={keepFocus}
                  onClick={() => void session.choose(option)}
                >
                  {option.kind === 'query' ? (
                    <span className={styles.queryText}>{option.text}</span>
                  ) : (
                    <ProductSuggestion product={option.product} formatter={formatter} />
                  )}
                </div>
              ))}
            </div>
          ))}
      </div>
      <div role="status" className="visually-hidden">
        {expanded ? (i18n.t('WEB.SEARCH.AVAILABLE', { count: options.length }) as string) : ''}
      </div>
    </>
  );
});
