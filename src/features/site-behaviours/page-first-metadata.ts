import type { SiteMetadata } from '../../content/index.ts';
import type { MetadataService } from '../../kernel/types/index.ts';

/**
 * The maintenance poll's metadata: its first read takes what the page itself read moments ago (or the server sent
 * with it), so a first page asks for `metadata-v2.json` once, not twice; every later poll asks the network afresh.
 * Should the page's read have failed, the first poll asks the network too.
 */
export function pageFirstMetadata(
  polled: MetadataService,
  pageRead: () => Promise<SiteMetadata>,
): MetadataService {
  let first = true;
  return {
    fetch() {
      if (!first) return polled.fetch();
      first = false;
      return pageRead().catch(() => polled.fetch());
    },
  };
}
