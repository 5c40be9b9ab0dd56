import { useId, useState, type ReactNode } from 'react';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { useT } from '../../../i18n/index.ts';
import type { ListingFacets } from '../../../services/search/search-types.ts';
import type { PriceFormatter } from '../../../sites/index.ts';
import type { NumericSelection, NumericSelections, TagSelections } from '../../../domain/listing/index.ts';
import type { FilterChange } from '../../../stores/filter-change.ts';
import { FilterOptions } from './filter-options.tsx';
import { ChevronIcon } from '../../../ui/direction-icons.tsx';
import { PriceRangeForm } from './price-range-form.tsx';
import { ApplyBar, Body, ClearAll, Head, Root, Section, Toggle } from './filter-panel.styles.ts';
import { SelectedFilters } from './selected-filters.tsx';
import { useLabel } from '../../../i18n/use-label.ts';

/** Props of `FilterPanel`. */
export interface FilterPanelProps {
  /** The filters to offer (the rules' `visibleFilters`). */
  definitions: readonly FilterDefinition[];
  facets: ListingFacets;
  /** Selected tags: the applied ones in instant mode, the pending ones in pending mode. */
  filters: TagSelections;
  /** Selected numeric bounds (major units), applied or pending as `filters`. */
  numeric: NumericSelections;
  formatter: PriceFormatter;
  /** The shopper's locale (`site.locale`), for currency symbols. */
  locale: string;
  onChange: (change: FilterChange) => void;
  /** 'instant' (desktop sidebar, default): each change applies. 'pending' (phone drawer): Apply commits. */
  mode?: 'instant' | 'pending';
  /** Pending mode: the pending selection differs from the applied one. */
  canApply?: boolean;
  onApply?: () => void;
}

const hasBounds = (bounds: NumericSelection | undefined) => !!bounds && (!!bounds.min || !!bounds.max);

/** One filter as an accordion: a heading button with the number chosen, and the options under it. */
function FilterSection(props: { title: string; selectedCount: number; open: boolean; children: ReactNode }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(props.open || props.selectedCount > 0);
  return (
    <Section>
      <h3>
        <Toggle
          type="button"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <span>{props.title}</span>
          {props.selectedCount > 0 && (
            <>
              {' '}
              <span data-selected="" aria-hidden="true">
                {props.selectedCount}
              </span>
              <span className="visually-hidden">
                {t('WEB.LISTING.FILTER.SELECTED_COUNT', { count: props.selectedCount })}
              </span>
            </>
          )}
          <ChevronIcon size={18} />
        </Toggle>
      </h3>
      <Body id={`${id}-body`} hidden={!open}>
        {props.children}
      </Body>
    </Section>
  );
}

/**
 * The listing filters: one accordion per filter (independent, open when the definition says or something is
 * chosen), the chosen filters as removable chips, and Clear all. Instant mode is the desktop sidebar; pending mode is
 * the phone drawer's content, with Apply enabled only when `canApply`.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { definitions, facets, filters, numeric, onChange, mode = 'instant' } = props;
  const t = useT();
  const label = useLabel();
  const anySelected =
    Object.values(filters).some((tags) => tags.length > 0) || Object.values(numeric).some(hasBounds);
  const clearAll = (
    <ClearAll type="button" onClick={() => onChange({ kind: 'clear' })}>
      {t('WEB.LISTING.FILTER.CLEAR_ALL')}
    </ClearAll>
  );
  return (
    <Root data-mode={mode}>
      {mode === 'instant' && (
        <Head>
          <h2>{t('WEB.LISTING.FILTER.TITLE')}</h2>
          {anySelected && clearAll}
        </Head>
      )}
      {anySelected && (
        <SelectedFilters
          definitions={definitions}
          filters={filters}
          numeric={numeric}
          formatter={props.formatter}
          onChange={onChange}
        />
      )}
      {definitions.map((definition) => {
        const { name, metadata } = definition;
        const numericFilter = metadata.filterType === 'numeric';
        const selectedCount = numericFilter ? Number(hasBounds(numeric[name])) : (filters[name] ?? []).length;
        return (
          <FilterSection
            key={name}
            title={label(metadata.webLabel)}
            selectedCount={selectedCount}
            open={definition.open ?? false}
          >
            {numericFilter ? (
              <PriceRangeForm
                currency={metadata.currency}
                locale={props.locale}
                step={props.formatter.step}
                value={numeric[name]}
                bounds={facets.stats[metadata.nameInAlgolia]}
                onApply={(selection) => onChange({ kind: 'numeric', name, selection })}
              />
            ) : (
              <FilterOptions
                definition={definition}
                counts={facets.counts[metadata.nameInAlgolia]}
                selected={filters[name] ?? []}
                onToggle={(tag) => onChange({ kind: 'toggle', name, tag })}
              />
            )}
          </FilterSection>
        );
      })}
      {mode === 'pending' && (
        <ApplyBar>
          {anySelected && clearAll}
          <button type="button" disabled={!props.canApply} onClick={props.onApply}>
            {t('WEB.LISTING.FILTER.APPLY')}
          </button>
        </ApplyBar>
      )}
    </Root>
  );
}
