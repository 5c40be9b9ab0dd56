import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { FILTER_DROPDOWN_MIN_WIDTH } from '../rules/index.ts';
import { useT } from '../../../i18n/index.ts';
import { useLabel } from '../../../i18n/use-label.ts';
import { FilterBody, FilterToggleContent, selectedCountOf, type FilterBodyProps } from './filter-body.tsx';
import { Bar, BarItem, BarList, BarToggle, Panel, Selection } from './filter-dropdowns.styles.ts';

/** Props of `FilterDropdowns`. */
export interface FilterDropdownsProps extends FilterBodyProps {
  definitions: readonly FilterDefinition[];
  /** The chosen filters as chips, when any. */
  selected: ReactNode;
  /** Clear all, when anything is chosen. */
  clearAll: ReactNode;
}

/**
 * The filters as a bar of dropdowns over the results: one open at a time, closed by a click or focus outside the
 * bar, by Escape (focus back on its button) or by opening another. Each panel opens at least as wide as its layout
 * needs, and panels in the bar's second half open towards its start so they stay on the page.
 */
export function FilterDropdowns({ definitions, selected, clearAll, ...body }: FilterDropdownsProps) {
  const t = useT();
  const label = useLabel();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const closeWithEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    document.getElementById(`${id}-${open}-toggle`)?.focus();
    setOpen(null);
  };

  return (
    <Bar ref={root} data-mode="dropdown" onKeyDown={closeWithEscape}>
      <h2 className="visually-hidden">{t('WEB.LISTING.FILTER.TITLE')}</h2>
      <BarList>
        {definitions.map((definition, index) => {
          const isOpen = open === definition.name;
          const panelId = `${id}-${definition.name}-panel`;
          return (
            <BarItem key={definition.name}>
              <BarToggle
                type="button"
                id={`${id}-${definition.name}-toggle`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : definition.name)}
              >
                <FilterToggleContent
                  title={label(definition.metadata.webLabel)}
                  selectedCount={selectedCountOf(definition, body.filters, body.numeric)}
                />
              </BarToggle>
              <Panel
                id={panelId}
                role="region"
                aria-labelledby={`${id}-${definition.name}-toggle`}
                hidden={!isOpen}
                data-align={index >= definitions.length / 2 ? 'end' : 'start'}
                style={{ minInlineSize: `${FILTER_DROPDOWN_MIN_WIDTH[definition.type]}px` }}
              >
                {isOpen && <FilterBody {...body} definition={definition} />}
              </Panel>
            </BarItem>
          );
        })}
      </BarList>
      {selected && (
        <Selection>
          {selected}
          {clearAll}
        </Selection>
      )}
    </Bar>
  );
}
