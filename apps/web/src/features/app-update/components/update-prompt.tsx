import { useSyncExternalStore } from 'react';
import { onUpdateChannel, updateChannel } from '../registry';
import type { UpdateChannel, UpdateState } from '../update-channel';

const NONE: UpdateState = { ready: false, applying: false };
const noSubscription = () => () => undefined;

export const UPDATE_READY_TEXT = 'A new version of FraudShield League is ready.';

/** "A new version is ready" with Update (reloads into it) and Later, while a new worker waits. */
export function UpdatePrompt({ channel: given }: { channel?: UpdateChannel | null }) {
  const registered = useSyncExternalStore(onUpdateChannel, updateChannel, () => null);
  const channel = given === undefined ? registered : given;
  const state = useSyncExternalStore(
    channel?.subscribe ?? noSubscription,
    channel?.getState ?? (() => NONE),
    () => NONE,
  );
  if (!channel || !state.ready) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      {/* No icon: the shell keeps lucide-react out of the entry chunk. */}
      <p>{UPDATE_READY_TEXT}</p>
      <div className="button-row">
        <button
          type="button"
          className="primary btn-sm"
          aria-busy={state.applying}
          disabled={state.applying}
          onClick={() => channel.apply()}
        >
          {state.applying ? 'Updating…' : 'Update'}
        </button>
        <button type="button" className="btn-ghost btn-sm" disabled={state.applying} onClick={() => channel.dismiss()}>
          Later
        </button>
      </div>
    </div>
  );
}
