import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { PageKey } from '@fraudshield/domain';
import { Loading } from '../../components/loading';
import { pageLoader, PageLoadError } from '../../lib/page-loader';
import { PageContent } from './page-content';

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType; content: unknown; name: string | undefined }
  | { status: 'error'; error: unknown };

/** The page and, when it has content per name, that name's content, if both have arrived. */
function arrived(page: PageKey, name: string | undefined): SlotState | null {
  const loader = pageLoader();
  const Component = loader.peek(page);
  if (!Component) return null;
  if (!loader.hasContent(page) || name === undefined) return { status: 'ready', Component, content: undefined, name };
  const got = loader.peekContent(page, name);
  return got ? { status: 'ready', Component, content: got.content, name } : null;
}

/**
 * Renders a page from its lazy chunk: Loading…, then the page, or a load error with a retry.
 * A fraud or defense page's content is its own chunk, fetched together with the page's chunk
 * and under the same Loading…, error and Retry.
 */
export function PageSlot({ page }: { page: PageKey }) {
  const { name } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => arrived(page, name) ?? { status: 'loading' });

  useEffect(() => {
    let live = true;
    const ready = arrived(page, name);
    if (ready) {
      setState(ready);
      return;
    }
    setState({ status: 'loading' });
    const loader = pageLoader();
    const content =
      loader.hasContent(page) && name !== undefined ? loader.loadContent(page, name) : Promise.resolve(undefined);
    // The page's first render in a transition: React renders it in slices of a few milliseconds
    // instead of one long task (/home's blocking time on a phone's CPU).
    Promise.all([loader.load(page), content]).then(
      ([Component, c]) => live && startTransition(() => setState({ status: 'ready', Component, content: c, name })),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [page, name, attempt]);

  // Another name on the same page (/frauds/A → /frauds/B): never show A's content under B's address.
  const shown =
    state.status === 'ready' && state.name !== name ? (arrived(page, name) ?? { status: 'loading' as const }) : state;
  if (shown.status === 'loading') return <Loading />;
  if (shown.status === 'error') {
    return (
      <LoadFailed
        timedOut={shown.error instanceof PageLoadError && shown.error.timedOut}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  const { Component, content } = shown;
  return (
    <PageContent.Provider value={{ page, content }}>
      <Component />
    </PageContent.Provider>
  );
}

/** A page's code could not be fetched: say so, with a retry. */
export function LoadFailed({ timedOut = false, onRetry }: { timedOut?: boolean; onRetry(): void }) {
  return (
    <section className="page-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{timedOut ? 'It is taking too long to arrive.' : 'Check your connection.'} Try again?</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
