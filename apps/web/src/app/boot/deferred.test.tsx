import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Deferred } from './deferred';

/** requestIdleCallback under the test's control: the browser becomes idle when idle() runs. */
function controlIdle() {
  const pending = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
    pending.set(next, cb);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
  return {
    idle: () =>
      act(() => {
        for (const [id, cb] of [...pending]) {
          pending.delete(id);
          cb();
        }
      }),
    pending: () => pending.size,
  };
}

/** IntersectionObserver under the test's control: scrollIntoView() reports the observed elements as visible. */
function controlIntersection() {
  const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: { cb: IntersectionObserverCallback; els: Element[] };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, els: [] };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.els.push(el);
    }
    disconnect() {
      this.entry.els = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollIntoView: () =>
      act(() => {
        for (const o of observers)
          if (o.els.length)
            o.cb(
              o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      }),
  };
}

function Heavy() {
  return <p>The match report</p>;
}

describe('Deferred', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paints the placeholder first, at the reserved height, and the section once the browser is idle', async () => {
    const browser = controlIdle();
    render(
      <Deferred minHeight="36rem" testId="report-placeholder" fallback={<p role="status">Loading the match report…</p>}>
        <Heavy />
      </Deferred>,
    );
    expect(screen.queryByText('The match report')).toBeNull();
    expect(screen.getByTestId('report-placeholder')).toHaveStyle({ minHeight: '36rem' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the match report…');
    expect(browser.pending()).toBe(1);
    await browser.idle();
    expect(await screen.findByText('The match report')).toBeInTheDocument();
    expect(screen.queryByTestId('report-placeholder')).toBeNull();
  });

  it('draws the section at once when it scrolls near the viewport, before the browser is idle', async () => {
    const browser = controlIdle();
    const view = controlIntersection();
    render(
      <Deferred fallback={<p>placeholder</p>}>
        <Heavy />
      </Deferred>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await view.scrollIntoView();
    expect(await screen.findByText('The match report')).toBeInTheDocument();
    // Drawn once: the idle callback that was waiting is cancelled.
    expect(browser.pending()).toBe(0);
  });
  it("holds the placeholder while a lazy section's code loads, then draws it", async () => {
    const browser = controlIdle();
    let arrive: (m: { default: typeof Heavy }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Heavy }>((resolve) => (arrive = resolve)));
    const Section = lazy(load);
    render(
      <Deferred minHeight="20rem" testId="report-placeholder" fallback={<p>placeholder</p>}>
        <Section />
      </Deferred>,
    );
    // Nothing of the section's code is asked for before it is drawn.
    expect(load).not.toHaveBeenCalled();
    await browser.idle();
    expect(load).toHaveBeenCalledTimes(1);
    // Its chunk is on the way: the placeholder keeps its place and its height.
    expect(screen.getByTestId('report-placeholder')).toHaveStyle({ minHeight: '20rem' });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => arrive({ default: Heavy }));
    expect(await screen.findByText('The match report')).toBeInTheDocument();
    expect(screen.queryByTestId('report-placeholder')).toBeNull();
  });
});
