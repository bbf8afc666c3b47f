import { createContext, useContext } from 'react';
import type { PageKey } from '@fraudshield/domain';
import type { ContentPage, PageContentMap } from '../../lib/page-loader';

/** What PageSlot loaded with the page it renders (app/boot/page-slot.tsx provides it). */
export const PageContent = createContext<{ page: PageKey; content: unknown } | null>(null);

/**
 * The content PageSlot loaded with this page (a fraud's or a defense's own text), for the page
 * named; undefined for a name the page does not have (the guard shows 404 for those).
 */
export function usePageContent<P extends ContentPage>(page: P): PageContentMap[P] | undefined {
  const value = useContext(PageContent);
  return value && value.page === page ? (value.content as PageContentMap[P] | undefined) : undefined;
}
