/**
 * Google sign-in from Firebase Auth, by name (see auth-sdk.ts): the popup/redirect resolver and
 * the calls that use it. Loaded only by a page with a Google button, or on the way back from a
 * Google redirect (google.ts), never with the rest of Auth.
 */
export {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  signInWithPopup,
  signInWithRedirect,
  linkWithPopup,
  linkWithRedirect,
  reauthenticateWithPopup,
  getRedirectResult,
} from 'firebase/auth';
