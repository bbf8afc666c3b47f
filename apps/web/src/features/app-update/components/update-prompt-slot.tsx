import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onUpdateChannel, updateChannel } from '../registry';

const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * The shell's place for the update prompt. Nothing, and none of the prompt's code, until a service
 * worker's channel registers (after the first paint, main.tsx): the entry carries only this slot.
 * Prerendering and hydration see no channel, so the markup matches.
 */
export function UpdatePromptSlot() {
  const channel = useSyncExternalStore(onUpdateChannel, updateChannel, () => null);
  if (!channel) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt channel={channel} />
    </Suspense>
  );
}
