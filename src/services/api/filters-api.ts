import type { FilterDefinition, FiltersResponse } from '../../../schemas/api/product.schema.ts';
import { isPreconditionRequired } from './api-errors.ts';
import type { ApiClient } from './api-client.ts';

/** GET /api/filters/s/ALL: the site's listing filters in a language, read from `hits`. */
export async function fetchFilterDefinitions(
  client: ApiClient,
  language: string,
): Promise<FilterDefinition[]> {
  const answer = await client.request<FiltersResponse>('/api/filters/s/ALL', { query: { lang: language } });
  if (isPreconditionRequired(answer)) {
    await client.createSession();
    return fetchFilterDefinitions(client, language);
  }
  return answer.hits;
}
