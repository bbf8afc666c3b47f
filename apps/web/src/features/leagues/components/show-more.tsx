import { Button } from '../../../components/ui/button';

/** What ShowMore reads of a useInfiniteQuery result (the factory's callableInfiniteQuery). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/** "Show more" under a paged list: the next page joins the ones on screen; none once the server says there is no more. */
export function ShowMore({ pages, what }: { pages: MorePages; what: string }) {
  return pages.hasNextPage ? (
    <div className="team-pager">
      <Button size="sm" busy={pages.isFetchingNextPage} busyLabel="Loading…" onClick={() => void pages.fetchNextPage()}>
        Show more {what}
      </Button>
    </div>
  ) : null;
}
