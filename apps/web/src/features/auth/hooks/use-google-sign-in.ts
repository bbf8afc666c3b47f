import { loadClient } from '../../../lib/lazy-client';

/** Starts getting Google's popup ready (Google's script and the auth iframe): once, and never throws. */
export function prepareGoogle(): void {
  void loadClient()
    .then((client) => client.prepareGoogleSignIn())
    .catch(() => undefined);
}

/** The handlers that mark a player reaching for a button that opens Google's popup. */
export interface GoogleIntentProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
}

/**
 * Google's script loads when the player reaches for a Google button, not with the page: a
 * mouse coming onto it, a finger touching it, the keyboard's focus. Spread the props on each
 * button that opens Google's popup. By the click it is often ready and the popup opens at once;
 * when it is not, the sign-in waits for it (libs/firebase-client auth.ts withPopup) and the
 * browser opens the popup while the tap still counts as the player's own (Chromium and Firefox
 * allow a few seconds); a browser that blocks it reports auth/popup-blocked under the button,
 * and the next tap, with Google ready, opens it. `popup` false (the redirect build) needs nothing.
 */
export function googleIntent(popup: boolean): GoogleIntentProps {
  return popup ? { onPointerEnter: prepareGoogle, onPointerDown: prepareGoogle, onFocus: prepareGoogle } : {};
}
