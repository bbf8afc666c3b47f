import type { UpdateChannel } from './update-channel';

/*
 * Where the shell's update prompt finds the channel. The channel (and workbox-window) load after
 * the first paint (main.tsx imports update-channel.ts lazily); the prompt, in the entry, only
 * needs this: it renders again when a channel registers.
 */
let registered: UpdateChannel | null = null;
const listeners = new Set<() => void>();

/** startServiceWorker registers the channel; without a service worker the prompt never shows. */
export function registerUpdateChannel(channel: UpdateChannel | null): void {
  registered = channel;
  for (const l of listeners) l();
}

export function updateChannel(): UpdateChannel | null {
  return registered;
}

export function onUpdateChannel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
