/**
 * Google sign-in from Firebase Auth, by name (see auth-sdk.ts): the popup/redirect resolver and
 * the calls that use it, asked for only by a page with a Google button or on the way back from a
 * Google redirect (google.ts). The bundler splits by module and the SDK is one module, so the code
 * behind these names still sits in the chunk auth-sdk.ts loads; what stays apart is its use.
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
