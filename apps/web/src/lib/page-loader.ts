import type { ComponentType } from 'react';
import { PAGE_CHUNK_TIMEOUT_MS, type PageKey } from '@fraudshield/domain';

export interface PageModule {
  default: ComponentType;
}
export type PageImporters = Record<PageKey, () => Promise<PageModule>>;

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
export function createPageLoader(importers: PageImporters, timeoutMs = PAGE_CHUNK_TIMEOUT_MS) {
  const inFlight = new Map<PageKey, Promise<ComponentType>>();
  const loaded = new Map<PageKey, ComponentType>();

  function load(page: PageKey): Promise<ComponentType> {
    const known = inFlight.get(page);
    if (known) return known;
    const promise = new Promise<ComponentType>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadError(page, true)), timeoutMs);
      importers[page]().then(
        (module) => {
          clearTimeout(timer);
          loaded.set(page, module.default);
          resolve(module.default);
        },
        () => {
          clearTimeout(timer);
          reject(new PageLoadError(page, false));
        },
      );
    });
    inFlight.set(page, promise);
    promise.catch(() => {
      if (inFlight.get(page) === promise) inFlight.delete(page);
    });
    return promise;
  }

  return {
    load,
    /** Fetch ahead; failures are ignored here (the real navigation will retry). */
    prefetch(page: PageKey): void {
      load(page).catch(() => undefined);
    },
    /** The component if its chunk has already arrived (renders with no Loading… flash). */
    peek(page: PageKey): ComponentType | undefined {
      return loaded.get(page);
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
