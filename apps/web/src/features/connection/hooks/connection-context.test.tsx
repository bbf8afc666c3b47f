import { act, render, screen, waitFor } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { OFFLINE_NOTICE } from '@fraudshield/domain';
import { OfflineNotice } from '../components/offline-notice';
import { ConnectionProvider } from './connection-context';

vi.mock('@fraudshield/firebase-client', () => ({
  // system_ping never answers here: only the browser's network events move the state.
  callFunction: vi.fn(() => new Promise(() => undefined)),
  addCallObserver: vi.fn(() => () => undefined),
  isConnectionFailure: vi.fn(() => false),
}));
const mocked = vi.mocked(client);

function setOnLine(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('ConnectionProvider and the browser network events', () => {
  afterEach(() => setOnLine(true));

  it('shows the offline notice at once when the app starts with no network', () => {
    setOnLine(false);
    render(
      <ConnectionProvider>
        <OfflineNotice />
      </ConnectionProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_NOTICE);
  });

  it('shows it on the offline event, and probes the backend when the network is back', async () => {
    render(
      <ConnectionProvider>
        <OfflineNotice />
      </ConnectionProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // The monitor's code is a chunk of its own: it is watching once it observes the callables.
    await waitFor(() => expect(mocked.addCallObserver).toHaveBeenCalled());
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_NOTICE);
    mocked.callFunction.mockClear();
    act(() => void window.dispatchEvent(new Event('online')));
    // Through the client library, which loads lazily (lib/lazy-client.ts).
    await waitFor(() => expect(mocked.callFunction).toHaveBeenCalledWith('system_ping'));
    // Still offline until the backend answers.
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_NOTICE);
  });
});
