/**
 * The contract between the server and the storefront's server-render entry (`src/app/entry-server.tsx`, built to
 * `dist-ssr/`). The server never imports the storefront's source: it loads the built entry and calls `render`.
 */
import type { SiteSummary } from './content/site-summary.ts';

export interface ServerRenderRequest {
  /** Path and query of the page request. */
  url: string;
  /** Host header: `preview` hosts render the staff preview. */
  host: string;
  sites: SiteSummary[];
  /** A file of the content root by its path (`{siteId}/data/...`), or null when there is none. */
  readContentFile(path: string): Promise<string | null>;
  /** Content problems found while rendering, for the server log. */
  report(problem: { message: string; file?: string; pointer?: string }): void;
}

export type ServerRenderResult =
  | {
      kind: 'page';
      status: 200 | 404;
      /** The markup of `#root`. */
      html: string;
      lang: string;
      dir: 'ltr' | 'rtl';
      title: string;
      description: string;
      /** Every content file the render read, by path: the browser hydrates from these instead of fetching them. */
      contentFiles: Record<string, string>;
    }
  | { kind: 'redirect'; location: string }
  /** Pages that depend on the visitor's own stored state are left to the browser. */
  | { kind: 'client-only' };

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** `#root` carries this attribute when its markup came from the server, so the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The `<script type="application/json">` holding `contentFiles`. */
export const SERVER_CONTENT_SCRIPT_ID = 'server-content';
