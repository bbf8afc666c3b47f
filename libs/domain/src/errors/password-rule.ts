/**
 * The identity provider's password rule (Firebase Auth refuses shorter passwords with
 * auth/weak-password; a project's password policy can ask for more, and is then refused with
 * auth/password-does-not-meet-requirements). The signup form shows it before submitting.
 * A module of its own: the signup form imports it on first load, without the sign-in messages.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
/** What a too-short password is told, before any request and after auth/weak-password. */
export const WEAK_PASSWORD_MESSAGE = `That password is too short: choose one of at least ${PASSWORD_MIN_LENGTH} characters.`;
