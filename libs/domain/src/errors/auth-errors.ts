import { WEAK_PASSWORD_MESSAGE } from './password-rule';

export { PASSWORD_MIN_LENGTH, PASSWORD_RULE, WEAK_PASSWORD_MESSAGE } from './password-rule';

/**
 * Sign-in errors, mapped by the identity provider's code (never by its message).
 * Strings are the specification's, word for word (the spec has no message for a weak password:
 * Adds one).
 */
export const AUTH_MESSAGES = {
  userNotFound: 'No account found with that email.',
  wrongPassword: 'Incorrect password.',
  invalidEmail: 'Please enter a valid email.',
  emailInUse: 'That email is already in use.',
  popupClosed: 'The sign-in popup was closed.',
  /** With email-enumeration protection on, unknown email and wrong password look the same. */
  invalidCredential: 'Incorrect email or password.',
  /** The rule, not a generic error. */
  weakPassword: WEAK_PASSWORD_MESSAGE,
  other: 'Something went wrong. Please try again.',
} as const;

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/user-not-found': AUTH_MESSAGES.userNotFound,
  'auth/wrong-password': AUTH_MESSAGES.wrongPassword,
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/email-already-in-use': AUTH_MESSAGES.emailInUse,
  'auth/popup-closed-by-user': AUTH_MESSAGES.popupClosed,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredential,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredential,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  'auth/password-does-not-meet-requirements': AUTH_MESSAGES.weakPassword,
};

export const PASSWORD_RESET_SENT = 'Password reset email sent.';
export const EMAIL_REQUIRED_FOR_RESET = 'Type your email above first, then ask for a reset link.';

/** The message for the error's `code` in `messages`, else the generic one (never the SDK's text). */
function messageByCode(messages: Readonly<Record<string, string>>, error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string' && Object.prototype.hasOwnProperty.call(messages, code)) return messages[code] as string;
  return AUTH_MESSAGES.other;
}

/** Any error → the message shown under the form. */
export function authErrorMessage(error: unknown): string {
  return messageByCode(AUTH_ERROR_MESSAGES, error);
}

/** Linking or unlinking Google in Settings, mapped by code like sign-in errors. */
export const LINK_MESSAGES = {
  linked: 'Google is linked: you can now sign in with it too.',
  unlinked: 'Google is no longer linked to this account.',
  otherAccount: 'That Google account already belongs to another player.',
  alreadyLinked: 'Google is already linked to this account.',
  notLinked: 'Google is not linked to this account.',
  lastMethod: 'Google is your only way to sign in: add a password first (Change password by email).',
  recentLogin: 'For your safety, sign out and sign in again, then try once more.',
} as const;

export const LINK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/credential-already-in-use': LINK_MESSAGES.otherAccount,
  'auth/email-already-in-use': LINK_MESSAGES.otherAccount,
  'auth/account-exists-with-different-credential': LINK_MESSAGES.otherAccount,
  'auth/provider-already-linked': LINK_MESSAGES.alreadyLinked,
  'auth/no-such-provider': LINK_MESSAGES.notLinked,
  'auth/last-sign-in-method': LINK_MESSAGES.lastMethod,
  'auth/requires-recent-login': LINK_MESSAGES.recentLogin,
  'auth/popup-closed-by-user': AUTH_MESSAGES.popupClosed,
};

/** Any error of linking or unlinking → the message shown in Settings. */
export function linkErrorMessage(error: unknown): string {
  return messageByCode(LINK_ERROR_MESSAGES, error);
}

/** Confirming the password or Google account again before deleting the account (Settings). */
export const REAUTH_MESSAGES = {
  explain: 'For your security, confirm your password or Google account again just before the account is deleted.',
  /** Admin_setRole wants a sign-in at most 5 minutes old. */
  explainRole: 'For your security, confirm your password or Google account again to change who is an admin.',
  wrongAccount: 'That Google account is not the one you are signed in with.',
} as const;

export const REAUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...AUTH_ERROR_MESSAGES,
  // The email is the signed-in one, so a refused credential can only be the password.
  'auth/invalid-credential': AUTH_MESSAGES.wrongPassword,
  'auth/invalid-login-credentials': AUTH_MESSAGES.wrongPassword,
  'auth/user-mismatch': REAUTH_MESSAGES.wrongAccount,
};

export function reauthErrorMessage(error: unknown): string {
  return messageByCode(REAUTH_ERROR_MESSAGES, error);
}
