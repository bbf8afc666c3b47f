import { afterStartUp, AFTER_START_UP_MS } from './idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterStartUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the fallback is a 200 ms timer.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event, then the delay, then an idle moment', () => {
    setReadyState('loading');
    const run = vi.fn();
    afterStartUp(run);
    vi.advanceTimersByTime(AFTER_START_UP_MS * 2);
    expect(run).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_START_UP_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now when the page has already loaded', () => {
    const run = vi.fn();
    afterStartUp(run, 1_000);
    vi.advanceTimersByTime(1_000 + 199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the load event, during the delay and while waiting for idle', () => {
    setReadyState('loading');
    const beforeLoad = vi.fn();
    afterStartUp(beforeLoad)();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));

    const duringDelay = vi.fn();
    const cancelDelay = afterStartUp(duringDelay);
    vi.advanceTimersByTime(AFTER_START_UP_MS / 2);
    cancelDelay();

    const waitingIdle = vi.fn();
    const cancelIdle = afterStartUp(waitingIdle);
    vi.advanceTimersByTime(AFTER_START_UP_MS + 100);
    cancelIdle();

    vi.advanceTimersByTime(AFTER_START_UP_MS * 3);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(duringDelay).not.toHaveBeenCalled();
    expect(waitingIdle).not.toHaveBeenCalled();
  });
});
