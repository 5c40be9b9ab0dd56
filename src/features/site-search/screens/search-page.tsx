import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { contentPath } from '../../../../schemas/content/content-paths.ts';
import { useT } from '../../../i18n/index.ts';
import { ContentFile, FIRST_SCREEN_BLOCKS, RenderBlocks } from '../../../renderer/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { ListingView, ListingWrapper, searchListing } from '../../listing/index.ts';
import { useOptionalContent } from '../../../kernel/content/use-site-content.ts';
import { LazySiteSearchBox as SiteSearchBox } from '../lazy-site-search-box.ts';

/** The remembered top level changes with the shopper's navigation, which remounts the page anyway. */
const noChanges = () => () => {};

/**
 * The search page (`/search?query=&sortBy=`): the query's listing; when nothing matches, the no-results copy, a
 * search box and the language's optional empty-search content.
 */
export const SearchPage = observer(function SearchPage() {
  const { site, memory, pageEvents } = useStores();
  const t = useT();
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const siteId = site.site?.siteId ?? '';
  // The server (and so the hydrating browser) renders as a first visit, which remembers no top level; a remembered
  // one then searches again with it.
  const navContext = useSyncExternalStore(
    noChanges,
    () => memory.navContext(siteId),
    () => null,
  );
  return (
    <ListingWrapper>
      <ListingView
        key={`${site.language}:${navContext ?? ''}`}
        {...searchListing(navContext)}
        title={query ? t('WEB.LISTING.SEARCH_RESULTS', { query }) : t('WEB.LISTING.SEARCH_TITLE')}
        empty={<SiteSearchBox key={query} initialQuery={query} />}
        emptyContent={<EmptySearchContent />}
        onSelect={(product) => pageEvents.searchResultSelected(product)}
      />
    </ListingWrapper>
  );
});

/** The language's optional empty-search blocks (content `data/{language}/empty-search.json`). */
function EmptySearchContent() {
  const { site } = useStores();
  const page = useOptionalContent('emptySearch');
  if (!page) return null;
  return (
    <ContentFile
      file={`${site.site?.siteId ?? ''}/${contentPath('emptySearch', { language: site.language })}`}
    >
      <RenderBlocks blocks={page.blocks} pointer="/blocks" lazyLayoutFrom={FIRST_SCREEN_BLOCKS} />
    </ContentFile>
  );
}
