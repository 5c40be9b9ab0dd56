/** Types shared by the search box's entry half and its lazily loaded half (no code: nothing joins their bundles). */
import type { RefObject } from 'react';

/** How a search box left off: a search was made, or Escape was pressed in an empty, closed box. */
export type SearchDoneReason = 'search' | 'escape';

/** Props of `SiteSearchBox`. */
export interface SiteSearchBoxProps {
  /** 'header': the compact field of the site header; 'page': the box of the search and empty-listing pages. */
  variant?: 'header' | 'page';
  /** Id of the input, for a button that focuses it. */
  inputId?: string;
  /** Text the field starts with (the empty search page offers the query to edit); the box does not follow changes. */
  initialQuery?: string;
  /** Product suggestions to show (3 by default). */
  itemsToShow?: number;
  /** Called after a search is made or on Escape in an empty, closed box (the header's phone panel closes). */
  onDone?: (reason: SearchDoneReason) => void;
  className?: string;
}

/**
 * Where the box's form finds its lazily loaded half: `submit` once it is there; before that, a submitted query waits
 * in `pending` and is searched for when it arrives.
 */
export interface SearchSlot {
  submit?: (query: string) => void;
  pending?: string;
}

/** Props of the lazily loaded half: the box's own input element and slot, and the box's props. */
export interface SearchEnhancementProps extends SiteSearchBoxProps {
  input: RefObject<HTMLInputElement | null>;
  slot: RefObject<SearchSlot>;
}
