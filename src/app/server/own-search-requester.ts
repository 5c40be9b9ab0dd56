import type { ServerRenderRequest } from '../../../schemas/server-render.ts';
import type { SearchRequester } from '../../kernel/search/index.ts';

/**
 * The algoliasearch client's transport on the server: each request goes to the server's own search endpoint in
 * process, with the client's path, query (its key) and body, so a rendered listing meets the same checks and engine.
 */
export function ownSearchRequester(fetchSearch: ServerRenderRequest['fetchSearch']): SearchRequester {
  return {
    async send(request) {
      const url = new URL(request.url);
      const body = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
      // A slow search must not hold the page: past the client's own limit the listing is left to the browser.
      const search = fetchSearch(`${url.pathname}${url.search}`, request.headers, body);
      const late = new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, request.responseTimeout);
        void search.finally(() => clearTimeout(timer)).catch(() => undefined);
      });
      const answer = await Promise.race([search, late]);
      if (!answer) return { status: 0, content: '', isTimedOut: true };
      return { status: answer.status, content: answer.text, isTimedOut: false };
    },
  };
}
