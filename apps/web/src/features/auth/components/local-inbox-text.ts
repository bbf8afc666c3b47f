/**
 * The emulator-only hints that say where the local stack's inbox is. Kept here, apart, because
 * tools/bench/bundle.mjs --check reads them to make sure a production build carries none. This
 * module must stay a plain object with no imports: rendered only behind `__FS_LOCAL_INBOX__ ? … : null`
 * (the literal null in production), it is then dropped from the bundle with the JSX around it.
 */
export const LOCAL_INBOX_TEXT = {
  verify: 'Running on the local stack: the email is in the local inbox at',
  verifyAfter: 'Open it there and follow its link.',
  reset: 'Running on the local stack: the reset email is in the local inbox at',
  resetAfter: 'Its link lets you choose a new password, then log in with it.',
} as const;
