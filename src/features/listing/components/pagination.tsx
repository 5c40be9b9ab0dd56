import { styled } from '@linaria/react';
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { breakpoints, colors, media } from '../../../ui/index.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../../../ui/direction-icons.tsx';
import { pageItems } from './page-items.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 44px;
    min-height: 44px;
    padding: 0 8px;
    color: ${colors.ink};
    text-decoration: none;
  }
  & a[href]:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  & a[aria-current='page'] {
    box-shadow: inset 0 -1px 0 ${colors.ink};
    font-weight: 600;
  }
  & a[aria-disabled='true'] {
    color: ${colors.muted};
    opacity: 0.55;
    cursor: default;
  }
  & [data-step] {
    padding: 0 10px;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  & [data-gap] {
    min-width: 24px;
    color: ${colors.muted};
    text-align: center;
  }
  /* Phones keep the arrows and drop the words beside them. */
  & [data-step] span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${media.mobileLarge} {
    gap: 8px;
    & [data-step] span {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
`;

/** Props of `Pagination`. */
export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** The URL of a page, so links work without script and open in new tabs. */
  hrefFor: (page: number) => string;
  /** A plain click on a page link (the default navigation is prevented). */
  onNavigate: (page: number) => void;
}

/** A click the browser should handle itself: new tab, new window, download, or not the main button. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The listing's pages: Previous, page numbers with ellipses, Next, as links. Previous on the first page and Next on
 * the last are announced as disabled and left out of the tab order; phones list fewer pages around the current one.
 */
export function Pagination({ page, pages, hrefFor, onNavigate }: PaginationProps) {
  const t = useT();
  const wide = useMediaQuery(`(min-width: ${breakpoints.mobileLarge}px)`, true);
  if (pages <= 1) return null;
  const link = (target: number, children: ReactNode, extra: Record<string, string> = {}) => (
    <a
      href={hrefFor(target)}
      onClick={(event) => {
        if (isModified(event)) return;
        event.preventDefault();
        onNavigate(target);
      }}
      {...extra}
    >
      {children}
    </a>
  );
  // An anchor without href is not focusable; role link keeps it announced as a (disabled) link.
  const disabled = (children: ReactNode) => (
    <a role="link" aria-disabled="true" data-step="">
      {children}
    </a>
  );
  const previous = (
    <>
      <ChevronStartIcon size={18} />
      <span>{t('WEB.LISTING.PAGINATION.PREVIOUS')}</span>
    </>
  );
  const next = (
    <>
      <span>{t('WEB.LISTING.PAGINATION.NEXT')}</span>
      <ChevronEndIcon size={18} />
    </>
  );
  return (
    <nav aria-label={t('WEB.LISTING.PAGINATION.LABEL')}>
      <List>
        <li>{page > 1 ? link(page - 1, previous, { rel: 'prev', 'data-step': '' }) : disabled(previous)}</li>
        {pageItems(page, pages, wide ? 1 : 0).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} data-gap="" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {link(item.page, item.page, {
                'aria-label': t('WEB.LISTING.PAGINATION.PAGE', { page: item.page }),
                ...(item.page === page ? { 'aria-current': 'page' } : {}),
              })}
            </li>
          ),
        )}
        <li>{page < pages ? link(page + 1, next, { rel: 'next', 'data-step': '' }) : disabled(next)}</li>
      </List>
    </nav>
  );
}
