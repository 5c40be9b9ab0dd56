import { useId, useState, type CSSProperties } from 'react';
import type { FilterDefinition, FilterOption } from '../../../../schemas/api/product.schema.ts';
import { useT } from '../../../i18n/index.ts';
import {
  DEFAULT_SWATCH_SIZE,
  filterColumns,
  groupOptions,
  limitOptions,
  swatchFill,
} from '../rules/index.ts';
import {
  Boxes,
  Count,
  Empty,
  GroupHeading,
  Groups,
  More,
  Root,
  Search,
  SwatchGrid,
  TickList,
} from './filter-options.styles.ts';
import { useLabel } from '../../../i18n/use-label.ts';

/** Props of `FilterOptions`. */
export interface FilterOptionsProps {
  definition: FilterDefinition;
  /** Facet counts of this filter's index attribute, tag to count; options at 0 are left out unless selected. */
  counts?: Readonly<Record<string, number>>;
  selected: readonly string[];
  onToggle: (tag: string) => void;
}

interface OptionProps {
  definition: FilterDefinition;
  option: FilterOption;
  label: string;
  count: number | undefined;
  checked: boolean;
  onToggle: () => void;
}

/** The accessible name of an option with its count: the visible words, then the number (`Navy (5)`). */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? undefined : `${label} (${count})`;

function TickOption({ label, count, checked, onToggle }: OptionProps) {
  return (
    <li>
      <label>
        <input type="checkbox" checked={checked} onChange={onToggle} aria-label={withCount(label, count)} />
        <span>{label}</span>
        {count !== undefined && <Count aria-hidden="true">{count}</Count>}
      </label>
    </li>
  );
}

function BoxOption({ label, checked, onToggle }: OptionProps) {
  return (
    <li>
      <button type="button" aria-pressed={checked} onClick={onToggle}>
        {label}
      </button>
    </li>
  );
}

function SwatchOption({ definition, option, label, count, checked, onToggle }: OptionProps) {
  const fill = swatchFill(definition, option);
  const style: CSSProperties | undefined =
    fill.kind === 'image'
      ? { backgroundImage: `url("${fill.url}")` }
      : fill.kind === 'color'
        ? { backgroundColor: fill.color }
        : undefined;
  return (
    <li>
      <button type="button" aria-pressed={checked} onClick={onToggle}>
        {style && <span data-swatch={fill.kind} style={style} aria-hidden="true" />}
        <span>
          {label}
          {count !== undefined && (
            <>
              {' '}
              <span data-count="">{count}</span>
            </>
          )}
        </span>
      </button>
    </li>
  );
}

const OPTION = { tickableOption: TickOption, selectableBox: BoxOption, swatch: SwatchOption } as const;
const LIST = { tickableOption: TickList, selectableBox: Boxes, swatch: SwatchGrid } as const;

/**
 * The options of one filter: checkboxes, selectable boxes or colour swatches as the definition's `buttonType` says,
 * grouped under category headings when it `categorize`s, with counts from the facets. The definition's `type` lays
 * them out (`data-layout`): in columns, category groups side by side, a grid, or one list; `columns` caps the
 * columns (3 unless given) and narrow places get fewer. A list longer than its `limit` shows the first ones, a box
 * that narrows the list (case-insensitive) and 'View all'.
 */
export function FilterOptions({ definition, counts, selected, onToggle }: FilterOptionsProps) {
  const t = useT();
  const label = useLabel();
  const searchId = useId();
  const [filterText, setFilterText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const name = label(definition.metadata.webLabel);
  const hasCounts = !!counts && Object.keys(counts).length > 0;
  const countOf = (tag: string) => (hasCounts ? (counts[tag] ?? 0) : undefined);
  const available = definition.options.filter(
    (option) => !hasCounts || (countOf(option.tag) ?? 0) > 0 || selected.includes(option.tag),
  );
  const limited = limitOptions(available, { limit: definition.limit, filterText, showAll });
  const buttonType = definition.buttonType ?? 'tickableOption';
  const Option = OPTION[buttonType];
  const List = LIST[buttonType];
  const headingOf = (tag: string) => {
    const option = definition.options.find((candidate) => candidate.tag === tag);
    return option ? label(option.value) : tag;
  };
  const layout = definition.type;
  const columns = filterColumns(definition);
  const vars = {
    ...(columns !== undefined ? { '--filter-columns': String(columns) } : {}),
    ...(buttonType === 'swatch'
      ? { '--swatch-size': `${definition.swatchSize ?? DEFAULT_SWATCH_SIZE}px` }
      : {}),
  } as CSSProperties;
  // Category columns set the groups side by side; the options inside each group are one list.
  const listLayout = layout === 'categoryColumns' ? 'list' : layout;
  const renderList = (options: FilterOption[]) => (
    <List data-layout={listLayout}>
      {options.map((option) => (
        <Option
          key={option.tag}
          definition={definition}
          option={option}
          label={label(option.value)}
          count={countOf(option.tag)}
          checked={selected.includes(option.tag)}
          onToggle={() => onToggle(option.tag)}
        />
      ))}
    </List>
  );
  return (
    <Root role="group" aria-label={name} data-layout={layout} style={vars}>
      {limited.limited && (
        <>
          <label htmlFor={searchId} className="visually-hidden">
            {t('WEB.LISTING.FILTER.SEARCH_OPTIONS', { filter: name })}
          </label>
          <Search
            id={searchId}
            type="search"
            value={filterText}
            placeholder={t('WEB.LISTING.FILTER.SEARCH_OPTIONS', { filter: name })}
            autoComplete="off"
            onChange={(event) => setFilterText(event.target.value)}
          />
        </>
      )}
      {limited.options.length === 0 && filterText.trim() !== '' && (
        <Empty role="status">{t('WEB.LISTING.FILTER.NO_MATCHES')}</Empty>
      )}
      <Groups data-layout={layout}>
        {groupOptions(definition, limited.options).map((group) => (
          <div key={group.category}>
            {group.category && <GroupHeading>{headingOf(group.category)}</GroupHeading>}
            {group.subCategories.map((sub) => (
              <div key={sub.subCategory}>
                {sub.subCategory && <GroupHeading data-sub="">{headingOf(sub.subCategory)}</GroupHeading>}
                {renderList(sub.options)}
              </div>
            ))}
          </div>
        ))}
      </Groups>
      {(limited.viewAll || (showAll && limited.limited)) && (
        <More type="button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('WEB.LISTING.FILTER.VIEW_LESS') : t('WEB.LISTING.FILTER.VIEW_ALL')}
        </More>
      )}
    </Root>
  );
}
