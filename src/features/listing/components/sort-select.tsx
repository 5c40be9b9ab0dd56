import { styled } from '@linaria/react';
import { useId } from 'react';
import type { LocalizedText } from '../../../content/index.ts';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { breakpoints, colors } from '../../../ui/index.ts';
import { effectiveSort, visibleSortOptions } from '../rules/index.ts';
import { ChevronIcon } from '../../../ui/direction-icons.tsx';
import { field } from './listing.styles.ts';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;

  & label {
    flex: none;
    color: ${colors.inkSoft};
    font-size: 13px;
  }
  /* Beside the Filter button on phones the select needs the room; the label stays for screen readers. */
  @media (max-width: ${breakpoints.tabletSmall - 0.02}px) {
    & label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Wrap = styled.div`
  position: relative;
  flex: 1;

  & select {
    ${field}
    padding-inline-end: 36px;
    font-size: 14px;
    appearance: none;
    cursor: pointer;
  }
  & svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 10px;
    translate: 0 -50%;
    pointer-events: none;
  }
`;

/** A sort option of sortOptions.json. */
export interface SortChoice {
  value: string;
  label: LocalizedText;
  onlyAppear?: readonly string[];
  doesNotAppear?: readonly string[];
}

/** Props of `SortSelect`. */
export interface SortSelectProps {
  options: readonly SortChoice[];
  /** The selected sort (`sortBy`); one not offered here shows as the default. */
  value: string;
  onChange: (value: string) => void;
  /** The listing's path below the site base path (`/women/sale`): options keep to their path rules. */
  path?: string;
  /** The sort when `value` is not offered (sortOptions.json `default`). */
  defaultSort?: string;
  className?: string;
}

/** The listing's sort menu: a labelled native select, so phones use their own picker. */
export function SortSelect({ options, value, onChange, path, defaultSort, className }: SortSelectProps) {
  const t = useT();
  const localize = useLocalize();
  const id = useId();
  const visible = path === undefined ? [...options] : visibleSortOptions(options, path);
  const selected = effectiveSort(value, visible, defaultSort ?? visible[0]?.value);
  return (
    <Root className={className}>
      <label htmlFor={id}>{t('WEB.LISTING.SORT_BY')}</label>
      <Wrap>
        <select id={id} value={selected} onChange={(event) => onChange(event.target.value)}>
          {visible.map((option) => (
            <option key={option.value} value={option.value}>
              {localize(option.label)}
            </option>
          ))}
        </select>
        <ChevronIcon size={18} />
      </Wrap>
    </Root>
  );
}
