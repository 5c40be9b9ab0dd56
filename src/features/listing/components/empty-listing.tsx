import { styled } from '@linaria/react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { colors, fonts } from '../../../ui/index.ts';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-block: clamp(40px, 8vw, 96px);
  text-align: center;

  & h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: clamp(24px, 1.2rem + 1.2vw, 34px);
    font-weight: 400;
    text-wrap: balance;
  }
  & > p {
    max-width: 32rem;
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 15px;
    text-wrap: pretty;
  }
`;

const Slot = styled.div`
  width: min(100%, 32rem);
  margin-block-start: 20px;
  text-align: start;
`;

/** Props of `EmptyListing`. */
export interface EmptyListingProps {
  /** What the page adds under the message: a search box, and the language's empty-search content if any. */
  children?: ReactNode;
  /** Why it is empty: nothing matched, or the site's currency has no prices yet (a country just opened). */
  reason?: 'no-results' | 'prices-pending';
}

/** A listing or search with no results: the no-results title and advice, then the page's search box. */
export function EmptyListing({ children, reason = 'no-results' }: EmptyListingProps) {
  const t = useT();
  const id = useId();
  const pending = reason === 'prices-pending';
  return (
    <Root aria-labelledby={id} data-empty-reason={reason}>
      <h2 id={id}>{t(pending ? 'WEB.SITE_OPENING.PRICES_PENDING_TITLE' : 'WEB.LISTING.NORESULTS.TITLE')}</h2>
      <p>{t(pending ? 'WEB.SITE_OPENING.PRICES_PENDING_TEXT' : 'WEB.LISTING.NORESULTS.SUBTITLE')}</p>
      {children && <Slot>{children}</Slot>}
    </Root>
  );
}
