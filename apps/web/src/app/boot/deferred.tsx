import { Suspense, startTransition, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { whenIdle } from './idle';

export interface DeferredProps {
  /** What holds the place until then: the section's own title and skeleton, the same size. */
  fallback: ReactNode;
  /** The space the section takes once drawn, reserved while the fallback shows (no layout shift above it). */
  minHeight?: CSSProperties['minHeight'];
  testId?: string;
  children: ReactNode;
}

/**
 * Paints first, works after: renders `children` once the browser is idle after the first paint,
 * or as soon as the placeholder comes near the viewport (scrolling), whichever is first, and in a
 * transition, so React renders it in slices that block no input. Until then `fallback` holds the
 * section's place at `minHeight`, and it holds it while `children` load, when they are lazy
 * components (React.lazy: a section whose code is a chunk of its own, fetched once it is drawn).
 */
export function Deferred({ fallback, minHeight, testId, children }: DeferredProps) {
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      startTransition(() => setReady(true));
    };
    const cancelIdle = whenIdle(show);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && placeholder.current) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin: '200px 0px',
      });
      observer.observe(placeholder.current);
    }
    return () => {
      done = true;
      cancelIdle();
      observer?.disconnect();
    };
  }, [ready]);

  const held = (
    <div ref={placeholder} style={minHeight === undefined ? undefined : { minHeight }} data-testid={testId}>
      {fallback}
    </div>
  );
  return ready ? <Suspense fallback={held}>{children}</Suspense> : held;
}
