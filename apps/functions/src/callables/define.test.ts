import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_PROBLEMS } from '@fraudshield/domain';
import { parsePayload, runCallable } from './define';
import { setRole, type AdminDeps } from '../handlers/admin';
import { makeCallGuard } from '../infra/revocation';

/** The contract check every callable runs before its handler (moved here from handlers/user.test.ts: handlers do not import callables/). */
describe('parsePayload', () => {
  it('user_setDisplayName: a bidi override or an invisible character is refused at the boundary, with the reason', () => {
    for (const displayName of ['Ada\u202Egpj.exe', 'Ad\u200Ba', '\u2066Ada\u2069']) {
      expect(() => parsePayload('user_setDisplayName', { displayName })).toThrow(
        expect.objectContaining({ code: 'invalid-input', message: expect.stringContaining(DISPLAY_NAME_PROBLEMS['hidden-characters']) }),
      );
    }
    expect(parsePayload('user_setDisplayName', { displayName: ' Zoe\u0308  Lovelace ' })).toEqual({ displayName: 'Zo\u00EB Lovelace' });
  });
});

/** Issue 35: the wrapper hands the guard the raw token and the handler the token's auth_time. */
describe('runCallable: admin sessions', () => {
  const now = Date.now();
  const request = (authTimeSeconds: number, data: unknown) => ({
    app: { appId: 'app', token: {} } as never,
    auth: { uid: 'admin-1', rawToken: 'raw-token', token: { email_verified: true, email: 'a@x.test', roles: ['admin'], auth_time: authTimeSeconds } } as never,
    data,
  });
  const roleDeps = () => {
    const changed: string[] = [];
    const deps: AdminDeps = {
      userByEmail: async (email) => ({ uid: 'u2', email, emailVerified: true, customClaims: {} }),
      setClaims: async (uid) => void changed.push(uid),
      countAdmins: async () => 2,
      revokeSessions: async () => undefined,
      recordAudit: async () => 'a1',
      resolveAudit: async () => undefined,
      auditLog: async () => [],
      countAccounts: async () => ({ accounts: 0, verified: 0 }),
      ownership: async () => new Map(),
      countPoints: async () => 0,
    };
    return { deps, changed };
  };

  it('admin_setRole with a sign-in 6 minutes old is refused (requires-recent-login) and changes nothing; 4 minutes old passes', async () => {
    const { deps, changed } = roleDeps();
    const checked: string[] = [];
    const guard = makeCallGuard({ isDeleted: async () => false, checkSession: async (raw) => (checked.push(raw), 'valid') });
    const payload = { email: 'friend@x.test', role: 'admin', grant: true };
    const stale = Math.floor(now / 1000) - 6 * 60;
    await expect(runCallable('admin_setRole', (ctx, input) => setRole(ctx, input, deps), request(stale, payload), guard)).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { code: 'requires-recent-login' },
    });
    expect(changed).toEqual([]);
    await expect(runCallable('admin_setRole', (ctx, input) => setRole(ctx, input, deps), request(Math.floor(now / 1000) - 4 * 60, payload), guard)).resolves.toEqual({ uid: 'u2', roles: ['admin'] });
    expect(changed).toEqual(['u2']);
    expect(checked).toEqual(['raw-token', 'raw-token']);
  });

  it('a disabled admin is refused before any handler runs', async () => {
    let ran = false;
    const guard = makeCallGuard({ isDeleted: async () => false, checkSession: async () => 'disabled' });
    await expect(
      runCallable('admin_getStats', async () => ((ran = true), { players: 0, verifiedPlayers: 0, mostOwned: [], pointsSpread: [] }), request(Math.floor(now / 1000), null), guard),
    ).rejects.toMatchObject({ code: 'permission-denied', details: { code: 'account-disabled' } });
    expect(ran).toBe(false);
  });
});
