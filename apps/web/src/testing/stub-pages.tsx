import { ROUTE_LIST, type PageKey } from '@fraudshield/domain';
import type { PageImporters } from '../lib/page-loader';

/** Stand-in pages: a heading with the page's key, so a test sees which page the guard let through. */
export function stubPages(): PageImporters {
  const importers = {} as PageImporters;
  for (const key of new Set<PageKey>([...ROUTE_LIST.map((r) => r.page), 'notFound'])) {
    importers[key] = async () => ({ default: () => <h1>page {key}</h1> });
  }
  return importers;
}
