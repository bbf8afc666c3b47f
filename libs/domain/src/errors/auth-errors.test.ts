import {
  AUTH_ERROR_MESSAGES,
  AUTH_MESSAGES,
  authErrorMessage,
  LINK_ERROR_MESSAGES,
  LINK_MESSAGES,
  linkErrorMessage,
  PASSWORD_RESET_SENT,
  REAUTH_MESSAGES,
  reauthErrorMessage,
} from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with that email.'],
    ['auth/wrong-password', 'Incorrect password.'],
    ['auth/invalid-email', 'Please enter a valid email.'],
    ['auth/email-already-in-use', 'That email is already in use.'],
    ['auth/popup-closed-by-user', 'The sign-in popup was closed.'],
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/invalid-login-credentials', 'Incorrect email or password.'],
    ['auth/network-request-failed', 'Something went wrong. Please try again.'],
    ['auth/weak-password', 'That password is too short: choose one of at least 6 characters.'],
    ['auth/password-does-not-meet-requirements', 'That password is too short: choose one of at least 6 characters.'],
    ['auth/internal-error', 'Something went wrong. Please try again.'],
    ['toString', 'Something went wrong. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage({ code, message: 'SDK text that must never show' })).toBe(message);
  });

  it('maps every code in the table and nothing else', () => {
    for (const [code, message] of Object.entries(AUTH_ERROR_MESSAGES)) expect(authErrorMessage({ code })).toBe(message);
    expect(Object.keys(AUTH_ERROR_MESSAGES)).toHaveLength(9);
  });

  it.each([null, undefined, 'auth/user-not-found', 42, new Error('auth/user-not-found'), { code: 7 }])(
    'falls back for %j',
    (error) => {
      expect(authErrorMessage(error)).toBe(AUTH_MESSAGES.other);
    },
  );

  it('has the reset confirmation text', () => {
    expect(PASSWORD_RESET_SENT).toBe('Password reset email sent.');
  });
});

describe('linkErrorMessage', () => {
  it('maps every linking code to its own message, by code only', () => {
    for (const [code, message] of Object.entries(LINK_ERROR_MESSAGES)) {
      expect(linkErrorMessage({ code, message: 'SDK text that must never show' })).toBe(message);
    }
    expect(linkErrorMessage({ code: 'auth/credential-already-in-use' })).toBe(LINK_MESSAGES.otherAccount);
    expect(linkErrorMessage({ code: 'auth/last-sign-in-method' })).toBe(LINK_MESSAGES.lastMethod);
  });

  it('anything else is the generic message', () => {
    for (const e of [
      null,
      undefined,
      'x',
      new Error('boom'),
      { code: 42 },
      { code: 'auth/wrong-password' },
      { code: 'constructor' },
    ]) {
      expect(linkErrorMessage(e)).toBe(AUTH_MESSAGES.other);
    }
  });
});

describe('reauthErrorMessage', () => {
  it('reads a refused credential as a wrong password (the email is the signed-in one), by code only', () => {
    expect(reauthErrorMessage({ code: 'auth/invalid-credential', message: 'SDK text' })).toBe('Incorrect password.');
    expect(reauthErrorMessage({ code: 'auth/wrong-password' })).toBe('Incorrect password.');
    expect(reauthErrorMessage({ code: 'auth/user-mismatch' })).toBe(REAUTH_MESSAGES.wrongAccount);
    expect(reauthErrorMessage({ code: 'auth/popup-closed-by-user' })).toBe('The sign-in popup was closed.');
    expect(reauthErrorMessage(new Error('boom'))).toBe(AUTH_MESSAGES.other);
  });
});
