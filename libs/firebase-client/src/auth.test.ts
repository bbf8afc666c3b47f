import type { User } from 'firebase/auth';
import { ensureTokenMatchesUser } from './auth';

/** A user as the SDK holds it: its verification, and an ID token minted with a claim of its own. */
function fakeUser(emailVerified: boolean, tokenSaysVerified: boolean) {
  let claim = tokenSaysVerified;
  const user = {
    emailVerified,
    getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: claim } })),
    getIdToken: vi.fn(async (force?: boolean) => {
      if (force) claim = user.emailVerified;
      return 'token';
    }),
  };
  return user;
}

describe('ensureTokenMatchesUser', () => {
  it('a verified user whose token was minted before the link was opened gets a fresh token', async () => {
    const user = fakeUser(true, false);
    expect(await ensureTokenMatchesUser(user as unknown as User)).toBe(true);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect((await user.getIdTokenResult()).claims.email_verified).toBe(true);
  });

  it('leaves a token that already agrees, and an unverified user, alone', async () => {
    const fresh = fakeUser(true, true);
    expect(await ensureTokenMatchesUser(fresh as unknown as User)).toBe(false);
    expect(fresh.getIdToken).not.toHaveBeenCalled();
    const unverified = fakeUser(false, false);
    expect(await ensureTokenMatchesUser(unverified as unknown as User)).toBe(false);
    expect(unverified.getIdToken).not.toHaveBeenCalled();
    expect(unverified.getIdTokenResult).not.toHaveBeenCalled();
  });
});
