import type { FilterDefinition, FiltersResponse } from '../../../schemas/api/product.schema.ts';
import type { ApiSite } from '../api/api-client.ts';
import { ApiRequestError, ApiTransportError } from '../api/api-errors.ts';
import { sessionlessRead, type ApiTransport } from '../api/api-reader.ts';

/**
 * GET /api/filters/s/ALL: the site's listing filters in a language, read from `hits`. A sessionless read, so the
 * server renders a listing from the same answer the browser then reads from the page.
 */
export async function readFilterDefinitions(
  transport: ApiTransport,
  site: ApiSite,
  language: string,
): Promise<FilterDefinition[]> {
  const read = sessionlessRead('/api/filters/s/ALL', { lang: language }, site);
  let answer;
  try {
    answer = await transport(read.path, read.headers);
  } catch (error) {
    throw new ApiTransportError('network-error', read.path, { cause: error });
  }
  if (answer.status !== 200) throw new ApiRequestError(answer.status, answer.text, read.path);
  return (JSON.parse(answer.text) as FiltersResponse).hits;
}
