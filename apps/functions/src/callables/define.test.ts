import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  DISPLAY_NAME_PROBLEMS,
  LIMITED_USE_APP_CHECK_CALLABLES,
  PUBLIC_CALLABLES,
} from '@fraudshield/domain';
import { callableOptionsFor, parsePayload, runCallable } from './define';
import { setRole, type AdminDeps } from '../handlers/admin';
import { makeCallGuard } from '../infra/revocation';

/** The contract check every callable runs before its handler (moved here from handlers/user.test.ts: handlers do not import callables/). */
describe('parsePayload', () => {
  it('user_setDisplayName: a bidi override or an invisible character is refused at the boundary, with the reason', () => {
    for (const displayName of ['Ada\u202Egpj.exe', 'Ad\u200Ba', '\u2066Ada\u2069']) {
      expect(() => parsePayload('user_setDisplayName', { displayName })).toThrow(
        expect.objectContaining({
          code: 'invalid-input',
          message: expect.stringContaining(DISPLAY_NAME_PROBLEMS['hidden-characters']),
        }),
      );
    }
    expect(parsePayload('user_setDisplayName', { displayName: ' Zoe\u0308  Lovelace ' })).toEqual({
      displayName: 'Zo\u00EB Lovelace',
    });
  });
});

/** The wrapper hands the guard the raw token and the handler the token's auth_time. */
describe('runCallable: admin sessions', () => {
  const now = Date.now();
  const request = (authTimeSeconds: number, data: unknown) => ({
    app: { appId: 'app', token: {} } as never,
    auth: {
      uid: 'admin-1',
      rawToken: 'raw-token',
      token: { email_verified: true, email: 'a@x.test', roles: ['admin'], auth_time: authTimeSeconds },
    } as never,
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
      counters: async () => ({}),
      weeks: async () => ({ current: null, lastSettled: null }),
    };
    return { deps, changed };
  };

  it('admin_setRole with a sign-in 6 minutes old is refused (requires-recent-login) and changes nothing; 4 minutes old passes', async () => {
    const { deps, changed } = roleDeps();
    const checked: string[] = [];
    const guard = makeCallGuard({
      isDeleted: async () => false,
      checkSession: async (raw) => (checked.push(raw), 'valid'),
    });
    const payload = { email: 'friend@x.test', role: 'admin', grant: true };
    const stale = Math.floor(now / 1000) - 6 * 60;
    await expect(
      runCallable('admin_setRole', (ctx, input) => setRole(ctx, input, deps), request(stale, payload), guard),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { code: 'requires-recent-login' },
    });
    expect(changed).toEqual([]);
    await expect(
      runCallable(
        'admin_setRole',
        (ctx, input) => setRole(ctx, input, deps),
        request(Math.floor(now / 1000) - 4 * 60, payload),
        guard,
      ),
    ).resolves.toEqual({ uid: 'u2', roles: ['admin'] });
    expect(changed).toEqual(['u2']);
    expect(checked).toEqual(['raw-token', 'raw-token']);
  });

  it('a disabled admin is refused before any handler runs', async () => {
    let ran = false;
    const guard = makeCallGuard({ isDeleted: async () => false, checkSession: async () => 'disabled' });
    await expect(
      runCallable(
        'admin_getStats',
        async () => (
          (ran = true),
          { players: 0, squads: 0, playedLastWeek: null, drillsDoneThisWeek: null, mostOwned: [], pointsSpread: [] }
        ),
        request(Math.floor(now / 1000), null),
        guard,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied', details: { code: 'account-disabled' } });
    expect(ran).toBe(false);
  });
});

/** Limited-use App Check tokens for the callables that move credits or points. */
describe('App Check: limited-use tokens for the money callables', () => {
  const request = (alreadyConsumed: boolean | undefined, data: unknown) => ({
    app: { appId: 'app', token: {}, ...(alreadyConsumed === undefined ? {} : { alreadyConsumed }) } as never,
    auth: {
      uid: 'p1',
      rawToken: 'raw',
      token: { email_verified: true, auth_time: Math.floor(Date.now() / 1000) },
    } as never,
    data,
  });

  it('money callables consume their token; the others do not (it costs an attestation per call)', () => {
    for (const name of CALLABLE_NAMES.filter((n) => !PUBLIC_CALLABLES.includes(n))) {
      const options = callableOptionsFor(name);
      expect(options.enforceAppCheck, name).toBe(true);
      expect(options.consumeAppCheckToken === true, name).toBe(LIMITED_USE_APP_CHECK_CALLABLES.includes(name));
    }
    expect(LIMITED_USE_APP_CHECK_CALLABLES).toEqual(
      expect.arrayContaining([
        'shop_buyDefense',
        'shop_sellDefense',
        'squad_setLineup',
        'quiz_submit',
        'drill_answer',
        'daily_answer',
      ]),
    );
  });

  it('a replayed limited-use token (alreadyConsumed) is refused before the handler runs; a fresh one passes', async () => {
    let ran = 0;
    const handler = async () => ((ran += 1), { balance: 0, defenses: [] }) as never;
    const buy = { defenseId: 'VpnUsage', requestId: 'replay-test-0001' };
    await expect(runCallable('shop_buyDefense', handler, request(true, buy))).rejects.toMatchObject({
      code: 'unauthenticated',
      details: { code: 'app-check-replayed' },
    });
    expect(ran).toBe(0);
    await runCallable('shop_buyDefense', handler, request(false, buy));
    expect(ran).toBe(1);
    // A callable that does not consume its token never sees the flag set; if it did, it would not care.
    await runCallable('user_getBalance', handler, request(true, null));
    expect(ran).toBe(2);
  });
});
