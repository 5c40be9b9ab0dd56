import { makeAutoObservable, observable, runInAction } from 'mobx';
import { SHELL_CONTENT, type ContentFileId } from '../../../schemas/content/content-paths.ts';
import type { ContentLoader, ContentOf, PageContent } from '../../content/index.ts';

type ShellFileId = (typeof SHELL_CONTENT)[number];
export type ShellContent = { [Id in ShellFileId]: ContentOf<Id> | null } & {
  siteId: string;
  language: string;
};

interface PlannedLoad {
  siteId: string;
  id: ContentFileId;
  params: { language?: string; name?: string };
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'missing' };

/** Caches content per site and language; components read it, loads are started by routes and the shell. */
export class ContentStore {
  readonly shells = observable.map<string, LoadState<ShellContent>>({}, { deep: false });
  readonly pages = observable.map<string, LoadState<PageContent>>({}, { deep: false });
  readonly catalogs = observable.map<string, Record<string, unknown>>({}, { deep: false });
  /** Optional files a screen renders on the server too (a product's promotions), kept once loaded. */
  private readonly kept = observable.map<string, unknown>({}, { deep: false });
  private inflight = new Map<string, Promise<unknown>>();
  /** Files the rendered screen will load once in the browser, noted only while the server renders (see `plan`). */
  private planned?: Map<string, PlannedLoad>;

  constructor(private readonly loader: ContentLoader) {
    makeAutoObservable<ContentStore, 'loader' | 'inflight' | 'planned'>(this, {
      loader: false,
      inflight: false,
      planned: false,
      plan: false,
      loadPlanned: false,
      startPlanning: false,
    });
  }

  /** On the server, before rendering: from now on `plan` notes the files the screen will load in the browser. */
  startPlanning(): void {
    this.planned = new Map();
  }

  /**
   * A component that loads a file once it is on screen in the browser says so while it renders: the server then reads
   * and checks that file and sends it with the page, so the browser neither asks for it nor fetches its validator.
   * Does nothing in the browser.
   */
  plan(siteId: string, id: ContentFileId, params: { language?: string; name?: string }): void {
    this.planned?.set(`${siteId}:${id}:${params.language ?? ''}:${params.name ?? ''}`, {
      siteId,
      id,
      params,
    });
  }

  /** On the server, after rendering: read (and so record for the page) every planned file; a missing one is fine. */
  async loadPlanned(): Promise<void> {
    const plans = [...(this.planned?.values() ?? [])];
    await Promise.all(
      plans.map(({ siteId, id, params }) => this.loader.load(siteId, id, params).catch(() => null)),
    );
  }

  shell(siteId: string, language: string): LoadState<ShellContent> {
    return this.shells.get(`${siteId}:${language}`) ?? { status: 'loading' };
  }

  /** True once any language of the site has its shell, so a language switch can keep showing the previous one. */
  hasShell(siteId: string): boolean {
    for (const [key, state] of this.shells)
      if (key.startsWith(`${siteId}:`) && state.status === 'ready') return true;
    return false;
  }

  page(siteId: string, language: string, name: string): LoadState<PageContent> {
    return this.pages.get(`${siteId}:${language}:${name}`) ?? { status: 'loading' };
  }

  /** Load the shell files of a site and language in parallel (once); the site default catalogue is the fallback. */
  loadShell(siteId: string, language: string, defaultLanguage: string): Promise<unknown> {
    const key = `${siteId}:${language}`;
    return this.once(`shell:${key}`, async () => {
      const fallbackCatalog =
        language === defaultLanguage ? undefined : this.loadCatalog(siteId, defaultLanguage);
      const entries = await Promise.all(
        SHELL_CONTENT.map(async (id) => [id, await this.loader.load(siteId, id, { language })] as const),
      );
      await fallbackCatalog;
      const shell = Object.fromEntries(entries) as unknown as ShellContent;
      runInAction(() => {
        if (shell.catalog) this.catalogs.set(`${siteId}:${language}`, shell.catalog);
        this.shells.set(key, { status: 'ready', value: { ...shell, siteId, language } });
      });
    });
  }

  /** Load a page (homepage, campaign or landing page) once. */
  loadPage(siteId: string, language: string, name: string): Promise<unknown> {
    const key = `${siteId}:${language}:${name}`;
    return this.once(`page:${key}`, async () => {
      const page = await this.loader.load(siteId, 'page', { language, name });
      runInAction(() => this.pages.set(key, page ? { status: 'ready', value: page } : { status: 'missing' }));
    });
  }

  /** An optional file loaded with `loadKept`: undefined until then, null when the site has none. */
  keptFile<Id extends ContentFileId>(
    siteId: string,
    id: Id,
    language: string,
  ): ContentOf<Id> | null | undefined {
    return this.kept.get(`${siteId}:${language}:${id}`) as ContentOf<Id> | null | undefined;
  }

  /** Load an optional file once and keep it, so the server and the hydrating browser render the same. */
  loadKept<Id extends ContentFileId>(siteId: string, id: Id, language: string): Promise<unknown> {
    const key = `${siteId}:${language}:${id}`;
    return this.once(`kept:${key}`, async () => {
      const file = await this.loader.load(siteId, id, { language });
      runInAction(() => this.kept.set(key, file));
    });
  }

  /** Load an optional per-language file (splash modal, empty search...) with no caching beyond the browser's. */
  loadOptional<Id extends ContentFileId>(
    siteId: string,
    id: Id,
    language: string,
  ): Promise<ContentOf<Id> | null> {
    return this.loader.load(siteId, id, { language });
  }

  private async loadCatalog(siteId: string, language: string): Promise<void> {
    const catalog = await this.loader.load(siteId, 'catalog', { language });
    if (catalog) runInAction(() => this.catalogs.set(`${siteId}:${language}`, catalog));
  }

  private once(key: string, run: () => Promise<void>): Promise<unknown> {
    let promise = this.inflight.get(key);
    if (!promise) {
      promise = run();
      this.inflight.set(key, promise);
    }
    return promise;
  }
}
