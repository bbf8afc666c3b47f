import type { ComponentType } from 'react';
import { PAGE_CHUNK_TIMEOUT_MS, type PageKey } from '@fraudshield/domain';
import type { DefensePage, FraudPage } from '@fraudshield/domain/content';

export interface PageModule {
  default: ComponentType;
}
export type PageImporters = Record<PageKey, () => Promise<PageModule>>;

/** The pages whose content is loaded per name (one chunk per fraud or defense page), and its type. */
export interface PageContentMap {
  fraud: FraudPage;
  defense: DefensePage;
}
export type ContentPage = keyof PageContentMap;
/** Per page, the loader of one name's content (undefined for a name the page does not have). */
export type ContentImporters = { [P in ContentPage]?: (name: string) => Promise<PageContentMap[P]> | undefined };

export class PageLoadError extends Error {
  constructor(
    readonly page: PageKey,
    readonly timedOut: boolean,
  ) {
    super(timedOut ? `The ${page} page took too long to load.` : `The ${page} page could not be loaded.`);
    this.name = 'PageLoadError';
  }
}

/**
 * Loads each page's chunk once, shared by the router, idle prefetch and hover prefetch. A chunk
 * that has not arrived after `timeoutMs` fails with a PageLoadError; a failure is forgotten so
 * that the next attempt (retry) starts afresh.
 */
export function createPageLoader(
  importers: PageImporters,
  timeoutMs = PAGE_CHUNK_TIMEOUT_MS,
  contentImporters: ContentImporters = {},
) {
  const inFlight = new Map<PageKey, Promise<ComponentType>>();
  const loaded = new Map<PageKey, ComponentType>();
  const contentInFlight = new Map<string, Promise<unknown>>();
  const contentLoaded = new Map<string, unknown>();

  const hasContent = (page: PageKey): page is ContentPage => page in contentImporters;

  /**
   * The one loading mechanism of chunks and content: `start` runs once per key (callers share the
   * promise); what arrives is kept in `arrived`; after `timeoutMs` it fails with a PageLoadError
   * of `page`; a failure is forgotten so that the next attempt (retry) starts afresh.
   */
  function loadOnce<K, V>(
    inFlightByKey: Map<K, Promise<V>>,
    arrived: Map<K, V>,
    key: K,
    page: PageKey,
    start: () => Promise<V>,
  ): Promise<V> {
    const known = inFlightByKey.get(key);
    if (known) return known;
    const promise = new Promise<V>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadError(page, true)), timeoutMs);
      start().then(
        (value) => {
          clearTimeout(timer);
          arrived.set(key, value);
          resolve(value);
        },
        () => {
          clearTimeout(timer);
          reject(new PageLoadError(page, false));
        },
      );
    });
    inFlightByKey.set(key, promise);
    promise.catch(() => {
      if (inFlightByKey.get(key) === promise) inFlightByKey.delete(key);
    });
    return promise;
  }

  /**
   * One page's content (a fraud's or a defense's text), loaded once per name like a chunk, with the
   * same timeout and the same PageLoadError; a failure is forgotten so that a retry loads again.
   */
  function loadContent<P extends ContentPage>(page: P, name: string): Promise<PageContentMap[P] | undefined> {
    const key = `${page}/${name}`;
    const known = contentInFlight.get(key);
    if (known) return known as Promise<PageContentMap[P] | undefined>;
    const importer = contentImporters[page] as ((n: string) => Promise<PageContentMap[P]> | undefined) | undefined;
    const pending = importer?.(name);
    if (!pending) return Promise.resolve(undefined);
    return loadOnce(contentInFlight, contentLoaded, key, page, () => pending) as Promise<PageContentMap[P]>;
  }

  function load(page: PageKey): Promise<ComponentType> {
    return loadOnce(inFlight, loaded, page, page, () => importers[page]().then((module) => module.default));
  }

  return {
    load,
    /**
     * Fetch ahead: the page's chunk and, for a page with content per name (/frauds/:name,
     * /defenses/:name), that name's content with it. Failures are ignored here (the real
     * navigation will retry).
     */
    prefetch(page: PageKey, name?: string): void {
      load(page).catch(() => undefined);
      if (name !== undefined && hasContent(page)) loadContent(page, name).catch(() => undefined);
    },
    /** The component if its chunk has already arrived (renders with no Loading… flash). */
    peek(page: PageKey): ComponentType | undefined {
      return loaded.get(page);
    },
    /** True when the page shows content loaded per name (see loadContent). */
    hasContent,
    loadContent,
    /** The content if it has already arrived, as `{ content }` (so an arrived undefined is told apart). */
    peekContent<P extends ContentPage>(page: P, name: string): { content: PageContentMap[P] } | undefined {
      const key = `${page}/${name}`;
      return contentLoaded.has(key) ? { content: contentLoaded.get(key) as PageContentMap[P] } : undefined;
    },
  };
}

export type PageLoader = ReturnType<typeof createPageLoader>;

let registered: PageLoader | null = null;

/** The app registers its page importers once; lib code loads pages through here. */
export function registerPageLoader(loader: PageLoader): void {
  registered = loader;
}

export function pageLoader(): PageLoader {
  if (!registered) throw new Error('registerPageLoader() must run before pages load');
  return registered;
}
