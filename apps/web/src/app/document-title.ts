import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, matchRoute } from '@fraudshield/domain';

/** Keeps document.title on the current page's title from the route catalog (WCAG 2.4.2). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(matchRoute(pathname));
  }, [pathname]);
}
