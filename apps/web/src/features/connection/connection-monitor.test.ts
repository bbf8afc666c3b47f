import { ConnectionMonitor, OFFLINE_AFTER_MS } from './connection-monitor';

describe('ConnectionMonitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const probe = vi.fn();
    const monitor = new ConnectionMonitor(probe);
    const states: string[] = [];
    monitor.subscribe((s) => states.push(s));
    return { probe, monitor, states };
  }

  it('starts Unknown and becomes Online on the first answer', () => {
    const { monitor, probe, states } = setUp();
    expect(monitor.state).toBe('unknown');
    monitor.start();
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.callStarted();
    monitor.callAnswered();
    expect(monitor.state).toBe('online');
    expect(states).toEqual(['online']);
  });

  it('goes Offline 10 s after a request that got no answer, not before', () => {
    const { monitor } = setUp();
    monitor.callStarted();
    vi.advanceTimersByTime(OFFLINE_AFTER_MS - 1);
    expect(monitor.state).toBe('unknown');
    vi.advanceTimersByTime(1);
    expect(monitor.state).toBe('offline');
  });

  it('goes Offline when start() gets no answer within 10 s', () => {
    const { monitor } = setUp();
    monitor.start();
    vi.advanceTimersByTime(OFFLINE_AFTER_MS);
    expect(monitor.state).toBe('offline');
  });

  it('goes Offline at once on a connection failure and Online again on the next success', () => {
    const { monitor, states } = setUp();
    monitor.callStarted();
    monitor.callAnswered();
    monitor.callStarted();
    monitor.connectionFailed();
    expect(monitor.state).toBe('offline');
    monitor.callStarted();
    monitor.callAnswered();
    expect(monitor.state).toBe('online');
    expect(states).toEqual(['online', 'offline', 'online']);
  });

  it('probes with back-off while Offline: 1000, 1500, 2250 … ms', () => {
    const { monitor, probe } = setUp();
    monitor.callStarted();
    monitor.connectionFailed();
    const delays = [1000, 1500, 2250, 3375];
    for (const [i, delay] of delays.entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(probe).toHaveBeenCalledTimes(i);
      vi.advanceTimersByTime(1);
      expect(probe).toHaveBeenCalledTimes(i + 1);
      // the probe fails to connect
      monitor.callStarted();
      monitor.connectionFailed();
    }
  });

  it('caps the back-off at 60 s', () => {
    const { monitor, probe } = setUp();
    monitor.connectionFailed();
    for (let i = 0; i < 15; i++) {
      vi.runOnlyPendingTimers();
      monitor.connectionFailed();
    }
    probe.mockClear();
    vi.advanceTimersByTime(59_999);
    expect(probe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('stops probing and resets the back-off once the backend answers', () => {
    const { monitor, probe } = setUp();
    monitor.connectionFailed();
    vi.advanceTimersByTime(1000);
    monitor.connectionFailed();
    monitor.callAnswered();
    expect(monitor.state).toBe('online');
    probe.mockClear();
    vi.advanceTimersByTime(120_000);
    expect(probe).not.toHaveBeenCalled();
    monitor.connectionFailed();
    vi.advanceTimersByTime(1000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('an answer re-arms the watchdog for requests still pending', () => {
    const { monitor } = setUp();
    monitor.callStarted();
    monitor.callStarted();
    vi.advanceTimersByTime(6000);
    monitor.callAnswered();
    vi.advanceTimersByTime(OFFLINE_AFTER_MS - 1);
    expect(monitor.state).toBe('online');
    vi.advanceTimersByTime(1);
    expect(monitor.state).toBe('offline');
  });

  it('goes Offline at once when the browser loses the network, and probes at once when it is back', () => {
    const { monitor, probe, states } = setUp();
    monitor.start();
    probe.mockClear();
    monitor.networkLost();
    expect(monitor.state).toBe('offline');
    expect(states).toEqual(['offline']);
    // The network is back: a probe now, not after the back-off delay.
    monitor.networkBack();
    expect(probe).toHaveBeenCalledTimes(1);
    // The back-off timer armed when going Offline is gone: no second probe from it.
    vi.advanceTimersByTime(1_000);
    expect(probe).toHaveBeenCalledTimes(1);
    // Online only once the backend answers.
    expect(monitor.state).toBe('offline');
    monitor.callStarted();
    monitor.callAnswered();
    expect(monitor.state).toBe('online');
  });

  it('ignores the network coming back when it never went Offline', () => {
    const { monitor, probe } = setUp();
    monitor.networkBack();
    expect(probe).not.toHaveBeenCalled();
    expect(monitor.state).toBe('unknown');
  });
});
