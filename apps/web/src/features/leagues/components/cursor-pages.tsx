import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Pages walked by sealed cursors: the cursor of the page on screen, and the way back to the ones before it. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    hasPrevious: cursors.length > 1,
    previous: () => setCursors(cursors.slice(0, -1)),
    next: (nextCursor: string) => setCursors([...cursors, nextCursor]),
  };
}

/** Previous / Next under a paged list; Next only when the server gave a cursor for more. */
export function CursorPager({
  pages,
  nextCursor,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
}) {
  return (
    <div className="team-pager">
      {pages.hasPrevious ? (
        <Button size="sm" onClick={pages.previous}>
          Previous
        </Button>
      ) : null}
      {nextCursor ? (
        <Button size="sm" onClick={() => pages.next(nextCursor)}>
          Next
        </Button>
      ) : null}
    </div>
  );
}
