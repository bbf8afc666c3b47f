export {
  initFirebase,
  authServices,
  services,
  loadedAuthServices,
  loadedServices,
  type AuthServices,
  type FirebaseServices,
  type FirebaseWebConfig,
  type EmulatorConfig,
  type AppCheckSetup,
  type InitOptions,
} from './init';
export { shouldUseEmulators, isIpAddressHost, emulatorAppCheckToken, EMULATORS_CONNECTED_MESSAGE } from './emulators';
export {
  currentUser,
  onAuthChange,
  signInWithEmail,
  signUpWithEmail,
  signInWithGoogle,
  prepareGoogleSignIn,
  isGoogleSignInReady,
  linkGoogle,
  unlinkGoogle,
  GOOGLE_PROVIDER_ID,
  LAST_SIGN_IN_METHOD,
  completeGoogleRedirect,
  reauthenticateWithPassword,
  reauthenticateWithGoogle,
  sendPasswordReset,
  resendVerificationEmail,
  reloadUser,
  getClaims,
  signOutUser,
  type AuthUser,
  type Claims,
  type GoogleSignInMode,
} from './auth';
export { callFunction, addCallObserver, type CallObserver } from './callables';
export { ClientAppError, toAppError, isAppError, isConnectionFailure } from './errors';
export { callWithTokenRetry, withTimeout } from './retry';
export { GOOGLE_REDIRECT_MARK } from './google';
