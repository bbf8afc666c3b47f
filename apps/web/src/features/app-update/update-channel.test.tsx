import { act, fireEvent, render, screen } from '@testing-library/react';
import { UpdatePrompt, UPDATE_READY_TEXT } from './components/update-prompt';
import { UpdatePromptSlot } from './components/update-prompt-slot';
import {
  registerUpdateChannel,
  removeServiceWorkers,
  startServiceWorker,
  UpdateChannel,
  updateChannel,
  type WorkboxLike,
} from './update-channel';

/** A stand-in for workbox-window's Workbox: the test fires its events. */
function fakeWorkbox() {
  const listeners = new Map<string, ((e: { isUpdate?: boolean }) => void)[]>();
  const wb = {
    addEventListener: (type: string, l: (e: { isUpdate?: boolean }) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), l]),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    fire: (type: string, e: { isUpdate?: boolean } = {}) => act(() => (listeners.get(type) ?? []).forEach((l) => l(e))),
  };
  return wb as typeof wb & WorkboxLike;
}

async function setUp() {
  const reload = vi.fn();
  const channel = new UpdateChannel(reload);
  const wb = fakeWorkbox();
  await channel.connect(wb);
  render(<UpdatePrompt channel={channel} />);
  return { reload, channel, wb };
}

describe('the update prompt', () => {
  it('registers the worker and shows nothing until a new version is waiting', async () => {
    const { wb } = await setUp();
    expect(wb.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UPDATE_READY_TEXT)).toBeNull();
    wb.fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_READY_TEXT);
  });

  it('"Update" tells the waiting worker to take over, and reloads when it controls the page', async () => {
    const { wb, reload } = await setUp();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when a worker takes over that the player did not ask for (first install, another tab)', async () => {
    const { wb, reload } = await setUp();
    wb.fire('controlling', { isUpdate: false });
    wb.fire('waiting');
    wb.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Later" hides it and sends nothing to the worker', async () => {
    const { wb } = await setUp();
    wb.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_READY_TEXT)).toBeNull();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('shows once a channel registers after the shell has rendered (the channel loads after the first paint)', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_READY_TEXT)).toBeNull();
    const channel = new UpdateChannel(vi.fn());
    const wb = fakeWorkbox();
    await channel.connect(wb);
    act(() => registerUpdateChannel(channel));
    wb.fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_READY_TEXT);
    act(() => registerUpdateChannel(null));
  });

  it("the shell's slot renders nothing until a channel registers, then loads the prompt", async () => {
    const { container } = render(<UpdatePromptSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(UPDATE_READY_TEXT)).toBeNull();
    const channel = new UpdateChannel(vi.fn());
    const wb = fakeWorkbox();
    await channel.connect(wb);
    act(() => registerUpdateChannel(channel));
    wb.fire('waiting');
    expect(await screen.findByRole('status')).toHaveTextContent(UPDATE_READY_TEXT);
    act(() => registerUpdateChannel(null));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing in a build without a service worker', () => {
    const { container } = render(<UpdatePrompt channel={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('check() asks the browser for a new sw.js, and ignores a failed check', async () => {
    const { channel, wb } = await setUp();
    wb.update.mockRejectedValueOnce(new Error('offline'));
    channel.check();
    expect(wb.update).toHaveBeenCalledTimes(1);
  });
});

describe('startServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does nothing where the browser has no service workers', () => {
    const load = vi.fn();
    expect('serviceWorker' in navigator).toBe(false);
    expect(startServiceWorker('/sw.js', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(updateChannel()).toBeNull();
  });

  it('registers /sw.js at the root scope through workbox-window and hands the channel to the prompt', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const wb = fakeWorkbox();
    const Workbox = vi.fn(function (this: unknown) {
      return wb;
    });
    const channel = startServiceWorker('/sw.js', async () => ({ Workbox: Workbox as never }));
    expect(channel).not.toBeNull();
    expect(updateChannel()).toBe(channel);
    await vi.waitFor(() => expect(wb.register).toHaveBeenCalledTimes(1));
    expect(Workbox).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    registerUpdateChannel(null);
  });
});

describe('removeServiceWorkers', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('unregisters every worker an earlier build left', async () => {
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    expect(await removeServiceWorkers()).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser has no service workers', async () => {
    expect(await removeServiceWorkers()).toBe(0);
  });
});
