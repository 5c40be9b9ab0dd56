import type { ContentService } from '../types/index.ts';

const reads = new WeakMap<ContentService, Promise<Record<string, unknown>>>();

/**
 * The shop's `metadata-v2.json`, read once per content service (one page load in the browser, one request on the
 * server): the API's site tag, the search settings and the identity settings all come from it, and each asking for
 * it separately cost a request apiece. A failed read is forgotten, so the next one asks again.
 */
export function readShopMetadata(content: ContentService): Promise<Record<string, unknown>> {
  let read = reads.get(content);
  if (!read) {
    read = content.fetchFile('metadata-v2.json').then((result) => {
      if (result.kind !== 'ok') throw new Error(`metadata-v2.json: ${result.kind}`);
      return JSON.parse(result.text) as Record<string, unknown>;
    });
    reads.set(content, read);
    read.catch(() => reads.delete(content));
  }
  return read;
}

/** The integrations the shop switches on (`integrations` of the metadata, booleans only); none when unreadable. */
export async function shopIntegrations(content: ContentService): Promise<Readonly<Record<string, boolean>>> {
  const metadata = await readShopMetadata(content).catch(() => ({}) as Record<string, unknown>);
  const integrations = metadata.integrations;
  if (typeof integrations !== 'object' || integrations === null) return {};
  return Object.fromEntries(
    Object.entries(integrations).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}
