/**
 * Sign-in errors, mapped by the identity provider's code (never by its message).
 * Strings are the specification's, word for word.
 */
export const AUTH_MESSAGES = {
  userNotFound: 'No account found with that email.',
  wrongPassword: 'Incorrect password.',
  invalidEmail: 'Please enter a valid email.',
  emailInUse: 'That email is already in use.',
  popupClosed: 'The sign-in popup was closed.',
  /** With email-enumeration protection on, unknown email and wrong password look the same. */
  invalidCredential: 'Incorrect email or password.',
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
};

export const PASSWORD_RESET_SENT = 'Password reset email sent.';
export const EMAIL_REQUIRED_FOR_RESET = 'Type your email above first, then ask for a reset link.';

/** Any error → the message shown under the form. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string' && Object.prototype.hasOwnProperty.call(AUTH_ERROR_MESSAGES, code)) {
    return AUTH_ERROR_MESSAGES[code] as string;
  }
  return AUTH_MESSAGES.other;
}
