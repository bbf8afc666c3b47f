import { useEffect, useState, type ComponentType } from 'react';
import type { PageKey } from '@fraudshield/domain';
import { Loading } from '../components/loading';
import { pageLoader, PageLoadError } from './page-loader';

type SlotState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error'; error: unknown };

/** Renders a page from its lazy chunk: Loading…, then the page, or a load error with a retry. */
export function PageSlot({ page }: { page: PageKey }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => {
    const Component = pageLoader().peek(page);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    const Component = pageLoader().peek(page);
    if (Component) {
      setState({ status: 'ready', Component });
      return;
    }
    setState({ status: 'loading' });
    pageLoader()
      .load(page)
      .then(
        (C) => live && setState({ status: 'ready', Component: C }),
        (error: unknown) => live && setState({ status: 'error', error }),
      );
    return () => {
      live = false;
    };
  }, [page, attempt]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return <LoadFailed timedOut={state.error instanceof PageLoadError && state.error.timedOut} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const { Component } = state;
  return <Component />;
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
