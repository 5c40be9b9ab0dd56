import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { useT } from '../../../i18n/index.ts';
import type { PriceFormatter } from '../../../sites/index.ts';
import {
  currencyMinorDigits,
  toMinorUnits,
  type NumericSelection,
  type NumericSelections,
  type TagSelections,
} from '../rules/index.ts';
import type { FilterChange } from '../rules/filter-change.ts';
import { Chips } from './filter-panel.styles.ts';
import { CloseIcon } from '../../../ui/direction-icons.tsx';
import { useLabel } from '../../../i18n/use-label.ts';

interface Props {
  definitions: readonly FilterDefinition[];
  filters: TagSelections;
  numeric: NumericSelections;
  formatter: PriceFormatter;
  onChange: (change: FilterChange) => void;
}

interface Chip {
  key: string;
  label: string;
  change: FilterChange;
}

/** The chosen filters as chips, each with a button that removes it, in the order of the filters. */
export function SelectedFilters({ definitions, filters, numeric, formatter, onChange }: Props) {
  const t = useT();
  const label = useLabel();
  const money = (major: number, currency: string | undefined) =>
    currency ? formatter.format(toMinorUnits(major, currencyMinorDigits(currency))) : String(major);
  const range = ({ min, max }: NumericSelection, currency: string | undefined) =>
    max
      ? t('WEB.LISTING.FILTER.PRICE_BETWEEN', { min: money(min ?? 0, currency), max: money(max, currency) })
      : t('WEB.LISTING.FILTER.PRICE_FROM', { min: money(min ?? 0, currency) });
  const chips: Chip[] = definitions.flatMap(({ name, metadata, options }): Chip[] => {
    if (metadata.filterType === 'numeric') {
      const bounds = numeric[name];
      if (!bounds || (!bounds.min && !bounds.max)) return [];
      return [
        {
          key: name,
          label: range(bounds, metadata.currency),
          change: { kind: 'numeric', name, selection: undefined },
        },
      ];
    }
    return (filters[name] ?? []).map((tag) => ({
      key: `${name}:${tag}`,
      label: label(options.find((option) => option.tag === tag)?.value ?? tag),
      change: { kind: 'toggle', name, tag },
    }));
  });
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={t('WEB.LISTING.FILTER.SELECTED')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={t('WEB.LISTING.FILTER.REMOVE', { label: chip.label })}
            onClick={() => onChange(chip.change)}
          >
            <span>{chip.label}</span>
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </Chips>
  );
}
