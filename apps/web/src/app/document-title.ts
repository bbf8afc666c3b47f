import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@fraudshield/domain';

type Titles = typeof import('./page-title');
let titles: Titles | null = null;

/**
 * Keeps document.title on the current page's title from the route catalog (WCAG 2.4.2). The
 * titles need the card catalog (a defense page is named after its card), which is not in the
 * entry: the first title is set once that small chunk has arrived, every later one at once.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const match = matchRoute(pathname);
    if (titles) {
      document.title = titles.documentTitle(match);
      return;
    }
    let live = true;
    import('./page-title').then(
      (m) => {
        titles = m;
        if (live) document.title = m.documentTitle(match);
      },
      () => undefined, // the title stays as it was; the next page tries again
    );
    return () => {
      live = false;
    };
  }, [pathname]);
}
