import { useId, useState, type ReactNode } from 'react';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { useT } from '../../../i18n/index.ts';
import { ApplyBar, Body, ClearAll, Head, Root, Section, Toggle } from './filter-panel.styles.ts';
import { SelectedFilters } from './selected-filters.tsx';
import { useLabel } from '../../../i18n/use-label.ts';
import {
  FilterBody,
  FilterToggleContent,
  hasBounds,
  selectedCountOf,
  type FilterBodyProps,
} from './filter-body.tsx';
import { FilterDropdowns } from './filter-dropdowns.tsx';

/** Props of `FilterPanel`. */
export interface FilterPanelProps extends FilterBodyProps {
  /** The filters to offer (the rules' `visibleFilters`). */
  definitions: readonly FilterDefinition[];
  /**
   * 'instant' (desktop sidebar, default): each change applies. 'dropdown' (desktop bar over the results): each
   * change applies, one filter open at a time. 'pending' (phone drawer): Apply commits.
   */
  mode?: 'instant' | 'pending' | 'dropdown';
  /** Pending mode: the pending selection differs from the applied one. */
  canApply?: boolean;
  onApply?: () => void;
}

/** One filter as an accordion: a heading button with the number chosen, and the options under it. */
function FilterSection(props: { title: string; selectedCount: number; open: boolean; children: ReactNode }) {
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
          <FilterToggleContent title={props.title} selectedCount={props.selectedCount} />
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
 * the phone drawer's content, with Apply enabled only when `canApply`; dropdown mode is the desktop bar of
 * `FilterDropdowns`.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { definitions, filters, numeric, onChange, mode = 'instant' } = props;
  const t = useT();
  const label = useLabel();
  const anySelected =
    Object.values(filters).some((tags) => tags.length > 0) || Object.values(numeric).some(hasBounds);
  const clearAll = (
    <ClearAll type="button" onClick={() => onChange({ kind: 'clear' })}>
      {t('WEB.LISTING.FILTER.CLEAR_ALL')}
    </ClearAll>
  );
  const selected = anySelected && (
    <SelectedFilters
      definitions={definitions}
      filters={filters}
      numeric={numeric}
      formatter={props.formatter}
      onChange={onChange}
    />
  );
  if (mode === 'dropdown')
    return <FilterDropdowns {...props} selected={selected} clearAll={anySelected && clearAll} />;
  return (
    <Root data-mode={mode}>
      {mode === 'instant' && (
        <Head>
          <h2>{t('WEB.LISTING.FILTER.TITLE')}</h2>
          {anySelected && clearAll}
        </Head>
      )}
      {selected}
      {definitions.map((definition) => (
        <FilterSection
          key={definition.name}
          title={label(definition.metadata.webLabel)}
          selectedCount={selectedCountOf(definition, filters, numeric)}
          open={definition.open ?? false}
        >
          <FilterBody {...props} definition={definition} />
        </FilterSection>
      ))}
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
