import { safeReturnPath } from '@fraudshield/domain';

/**
 * The page a signed-out or unverified visitor asked for, kept in sessionStorage so that it
 * survives the Google redirect round trip and the verification email.
 */
const KEY = 'fraudshield.returnTo';

export function rememberReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    /* storage disabled: fall back to /home */
  }
}

/** Where to go next (validated; /home by default). */
export function peekReturnPath(): string {
  try {
    return safeReturnPath(window.sessionStorage.getItem(KEY));
  } catch {
    return safeReturnPath(null);
  }
}

export function forgetReturnPath(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
