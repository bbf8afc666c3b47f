/** Firebase Auth (Admin SDK) answered that the user does not exist: already deleted, or never was. */
export function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';
}
