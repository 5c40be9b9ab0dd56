import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { breakpoints, colors, fonts, media } from '../../../ui/index.ts';
import { ChevronIcon, FilterIcon } from '../../../ui/direction-icons.tsx';
import { secondaryButton, textButton } from './listing.styles.ts';
import { usePlural } from '../../../i18n/use-label.ts';

/** From this width the page shows the filters as a sidebar (instant) and the header drops its Filter button. */
export const FILTER_SIDEBAR_MIN_WIDTH = breakpoints.tabletLarge;

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px 32px;
  padding-block-end: 20px;
`;

const Titles = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 16px;

  & h1 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: clamp(28px, 1.4rem + 1.6vw, 44px);
    font-weight: 400;
    line-height: 1.1;
    text-wrap: balance;
  }
  & p {
    margin: 0;
    color: ${colors.muted};
    font-size: 14px;
  }
`;

/** The phones' way into the category pull-out, beside the heading; wider screens show the categories on the page. */
const CategoriesButton = styled.button`
  ${textButton}
  gap: 4px;
  & svg {
    flex: none;
  }
  ${media.tabletLarge} {
    display: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;

  & > * {
    flex: 1 1 0;
  }
  & > button {
    ${secondaryButton}
    min-height: 44px;
  }
  & [data-count] {
    display: inline-grid;
    place-items: center;
    min-width: 20px;
    height: 20px;
    padding-inline: 6px;
    border-radius: 999px;
    background: ${colors.ink};
    color: ${colors.surface};
    font-size: 11px;
    letter-spacing: 0;
  }
  ${media.tabletSmall} {
    width: auto;
    & > * {
      flex: none;
    }
  }
  ${media.tabletLarge} {
    & > button {
      display: none;
    }
  }
`;

/** Props of `ListingHeader`. */
export interface ListingHeaderProps {
  /** The page heading (category, brand or 'Results for …'). */
  title: ReactNode;
  /** Number of results; nothing shows while unknown. */
  count?: number;
  /** The sort menu (a `SortSelect`). */
  sort?: ReactNode;
  /** Opens the phone filter drawer; without it there is no Filter button. */
  onOpenFilters?: () => void;
  /** Filters chosen, shown on the Filter button. */
  selectedFilterCount?: number;
  /** On phones, a Categories button by the heading opens the category pull-out; without this there is none. */
  categories?: ListingCategoriesButton;
}

/** The phone Categories button's wiring: what it opens, and whether that is open. */
export interface ListingCategoriesButton {
  onOpen: () => void;
  /** The id of the pull-out it opens. */
  controls: string;
  expanded: boolean;
}

/** The listing's heading and result count, with the sort menu and, below the sidebar width, the Filter button. */
export function ListingHeader({
  title,
  count,
  sort,
  onOpenFilters,
  selectedFilterCount = 0,
  categories,
}: ListingHeaderProps) {
  const t = useT();
  const plural = usePlural();
  return (
    <Root>
      <Titles>
        <h1>{title}</h1>
        {categories && (
          <CategoriesButton
            type="button"
            aria-haspopup="dialog"
            aria-expanded={categories.expanded}
            aria-controls={categories.controls}
            onClick={categories.onOpen}
          >
            {t('WEB.CATEGORY.SUBCATEGORIES')}
            <ChevronIcon size={16} />
          </CategoriesButton>
        )}
        {count !== undefined && <p aria-live="polite">{plural('WEB.LISTING.RESULTS', count)}</p>}
      </Titles>
      {(sort || onOpenFilters) && (
        <Toolbar>
          {onOpenFilters && (
            <button type="button" aria-haspopup="dialog" onClick={onOpenFilters}>
              <FilterIcon size={18} />
              {t('WEB.LISTING.FILTER.OPEN')}
              {selectedFilterCount > 0 && (
                <>
                  {' '}
                  <span data-count="" aria-hidden="true">
                    {selectedFilterCount}
                  </span>
                  <span className="visually-hidden">
                    {t('WEB.LISTING.FILTER.SELECTED_COUNT', { count: selectedFilterCount })}
                  </span>
                </>
              )}
            </button>
          )}
          {sort}
        </Toolbar>
      )}
    </Root>
  );
}
