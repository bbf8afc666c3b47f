import { lazy, Suspense } from 'react';

// Its own chunk: Home's first load carries none of the head-to-head code.
const FixtureCard = lazy(() => import('./fixture-card'));

/** Home's head-to-head card, loaded when Home draws it (nothing shows until it has something to say). */
export function LazyFixtureCard() {
  return (
    <Suspense fallback={null}>
      <FixtureCard />
    </Suspense>
  );
}
