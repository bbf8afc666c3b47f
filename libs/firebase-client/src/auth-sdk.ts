/**
 * The parts of Firebase Auth this library uses, each by name. A dynamic import('firebase/auth')
 * keeps the whole SDK (127 kB of code: phone numbers, reCAPTCHA, second factors, email links,
 * Google's popups), because the bundler cannot tell which parts the code reads from the module
 * it gets. From this module it keeps only these (the first page evaluates less).
 * Google's popup and redirect sign-in are named in google-sdk.ts.
 */
export {
  initializeAuth,
  getAuth,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  browserLocalPersistence,
  browserSessionPersistence,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  createUserWithEmailAndPassword,
  updateProfile,
  sendEmailVerification,
  sendPasswordResetEmail,
  reload,
  unlink,
  EmailAuthProvider,
  reauthenticateWithCredential,
  signOut,
} from 'firebase/auth';
