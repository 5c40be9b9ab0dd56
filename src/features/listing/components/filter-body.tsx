import { useT } from '../../../i18n/index.ts';
import { ChevronIcon } from '../../../ui/direction-icons.tsx';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import type { NumericSelection, NumericSelections, TagSelections } from '../rules/index.ts';
import type { ListingFacets } from '../../../kernel/types/search-types.ts';
import type { PriceFormatter } from '../../../sites/index.ts';
import type { FilterChange } from '../rules/filter-change.ts';
import { FilterOptions } from './filter-options.tsx';
import { PriceRangeForm } from './price-range-form.tsx';

/** What every filter's body needs: the facets, the selection and where changes go. */
export interface FilterBodyProps {
  facets: ListingFacets;
  filters: TagSelections;
  numeric: NumericSelections;
  formatter: PriceFormatter;
  locale: string;
  onChange: (change: FilterChange) => void;
}

export const hasBounds = (bounds: NumericSelection | undefined) => !!bounds && (!!bounds.min || !!bounds.max);

/** How many choices a filter holds: its ticked tags, or 1 for a numeric range with a bound. */
export function selectedCountOf(
  definition: FilterDefinition,
  filters: TagSelections,
  numeric: NumericSelections,
): number {
  return definition.metadata.filterType === 'numeric'
    ? Number(hasBounds(numeric[definition.name]))
    : (filters[definition.name] ?? []).length;
}

/** One filter's controls, whatever holds them (accordion or dropdown): a price range form or its options. */
export function FilterBody({ definition, ...props }: FilterBodyProps & { definition: FilterDefinition }) {
  const { name, metadata } = definition;
  return metadata.filterType === 'numeric' ? (
    <PriceRangeForm
      currency={metadata.currency}
      locale={props.locale}
      step={props.formatter.step}
      value={props.numeric[name]}
      bounds={props.facets.stats[metadata.nameInAlgolia]}
      onApply={(selection) => props.onChange({ kind: 'numeric', name, selection })}
    />
  ) : (
    <FilterOptions
      definition={definition}
      counts={props.facets.counts[metadata.nameInAlgolia]}
      selected={props.filters[name] ?? []}
      onToggle={(tag) => props.onChange({ kind: 'toggle', name, tag })}
    />
  );
}

/** A filter toggle's content: its name, the number chosen (spoken in words) and the open/closed chevron. */
export function FilterToggleContent({ title, selectedCount }: { title: string; selectedCount: number }) {
  const t = useT();
  return (
    <>
      <span>{title}</span>
      {selectedCount > 0 && (
        <>
          {' '}
          <span data-selected="" aria-hidden="true">
            {selectedCount}
          </span>
          <span className="visually-hidden">
            {t('WEB.LISTING.FILTER.SELECTED_COUNT', { count: selectedCount })}
          </span>
        </>
      )}
      <ChevronIcon size={18} />
    </>
  );
}
