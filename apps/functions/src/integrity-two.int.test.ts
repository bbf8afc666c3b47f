import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CALLABLES,
  IP_RATE_LIMIT,
  RATE_LIMITS,
  type AdminAuditEntry,
  type CallableName,
  type FraudId,
} from '@fraudshield/domain';
import { admin, call, callOk, claimsOf, closeAdmin, createUser, stackInfo } from './testing/emulator-client';
import { expectRefused, settleCurrentWeek as settleCurrent } from './testing/int-helpers';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * (integrity and privacy, round two), part A, through the emulators: admin sessions are
 * asked of Auth on every admin call (a disabled admin is refused at once), role changes need a
 * fresh sign-in, and every admin action and week transition (by an admin, the season clock or the
 * grant-admin command line) is in the audit log.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SLOW = { timeout: 240_000 };
const CLI = join(import.meta.dirname, '../../../tools/admin/grant-admin.mjs');

/** Runs `npm run grant-admin`'s script against this stack's emulators; returns its audit entry id and roles. */
async function grantAdmin(args: string[]): Promise<{ auditId: string; roles: string[]; stdout: string }> {
  const { ports, projectId } = stackInfo();
  const env = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    GCLOUD_PROJECT: projectId,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], { env });
  const auditId = /Audit entry (\S+)\./.exec(stdout)?.[1] ?? '';
  const roles = (/Roles: \[([^\]]*)\]/.exec(stdout)?.[1] ?? '').split(', ').filter(Boolean);
  return { auditId, roles, stdout };
}

afterAll(async () => {
  await closeAdmin();
});

const PAYLOADS: Partial<Record<CallableName, unknown>> = {
  admin_openWeek: { deadline: new Date(Date.now() + HOUR).toISOString(), headlineThreats: forecast },
  admin_settleWeek: { weekId: 'no-such-week' },
  admin_setRole: { email: 'nobody@int.test', role: 'admin', grant: true },
  admin_setSeasonPlan: { weeks: [] },
  admin_scheduleCup: { startWeek: 999 },
};

async function auditEntries(limit = 100): Promise<AdminAuditEntry[]> {
  return callOk('admin_getAudit', { limit }, await createUser({ claims: { roles: ['admin'] } }));
}

async function tick(): Promise<{ clock: { action: string; weekId?: string; outcome?: { weekId: string } } }> {
  const { ports, projectId } = stackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/africa-south1/dev_seasonClock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as Awaited<ReturnType<typeof tick>>;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('admin sessions', () => {
  it(
    'a disabled admin is refused at once by every admin callable, with the token they already hold',
    SLOW,
    async () => {
      const other = await createUser({ claims: { roles: ['admin'] } });
      expect((await call('admin_getStats', null, other)).ok).toBe(true);
      await admin().auth.updateUser(other.uid, { disabled: true });
      try {
        for (const name of ADMIN_CALLABLES)
          await expectRefused(await call(name, PAYLOADS[name] ?? null, other), 'account-disabled', name);
        // Player callables are not asked of Auth: the token stays good there until it expires (an hour at most).
        expect((await call('user_getBalance', null, other)).ok).toBe(true);
      } finally {
        await admin().auth.updateUser(other.uid, { disabled: false });
      }
      expect((await call('admin_getStats', null, other)).ok).toBe(true);
    },
  );

  it('a role change is logged before and confirmed after the Auth change', async () => {
    // The 5-minute sign-in rule is checked through runCallable in callables/define.test.ts: on
    // the emulator a token whose auth_time is older than the account's creation is refused as
    // revoked first, and a test account cannot be made 6 minutes old without waiting for it.
    const target = await createUser();
    const fresh = await createUser({ claims: { roles: ['admin'] } });
    expect((await callOk('admin_setRole', { email: target.email, role: 'admin', grant: true }, fresh)).roles).toEqual([
      'admin',
    ]);
    const entry = (await auditEntries()).find((e) => e.targetUid === target.uid);
    expect(entry).toMatchObject({ action: 'grant-admin', actorUid: fresh.uid, actorEmail: fresh.email });
    expect(entry).not.toHaveProperty('outcome');
    const stored = await admin()
      .db.collection('adminAudit')
      .doc(entry?.id ?? '-')
      .get();
    expect(stored.get('outcome')).toBe('done');
  });
});

describe('the audit log', () => {
  it("an admin's open and early settle: open, lock and settle entries name the admin and the week", SLOW, async () => {
    const me = await createUser({ claims: { roles: ['admin'] } });
    // Whatever week another file left open is settled by another admin: only this test's entries are `me`'s.
    await settleCurrent(await createUser({ claims: { roles: ['admin'] } }));
    const week = await callOk(
      'admin_openWeek',
      { deadline: new Date(Date.now() + 2 * HOUR).toISOString(), headlineThreats: forecast },
      me,
    );
    let mine = (await auditEntries()).filter((e) => e.actorUid === me.uid);
    expect(mine.map((e) => e.action)).toEqual(['open-week']);
    expect(mine[0]?.detail).toContain(`(${week.id})`);
    expect(mine[0]?.actorEmail).toBe(me.email);

    expect((await callOk('admin_settleWeek', { weekId: week.id }, me)).status).toBe('settled');
    mine = (await auditEntries()).filter((e) => e.actorUid === me.uid);
    expect(mine.map((e) => e.action)).toEqual(['settle-week', 'lock-week', 'open-week']);
    for (const e of mine) expect(e.detail).toContain(`(${week.id})`);
  });

  it(
    'the season clock: the lock at the deadline, the settlement and the next week it opens are its entries',
    SLOW,
    async () => {
      const me = await createUser({ claims: { roles: ['admin'] } });
      await settleCurrent(me);
      const week = await callOk(
        'admin_openWeek',
        { deadline: new Date(Date.now() + 3_000).toISOString(), headlineThreats: forecast },
        me,
      );
      await sleep(3_500);
      expect((await tick()).clock.action).toBe('settling');
      const started = Date.now();
      while ((await callOk('week_getCurrent', null, me)).lastSettled?.id !== week.id) {
        if (Date.now() - started > 120_000) throw new Error(`${week.id} did not settle`);
        await sleep(500);
      }
      const opened = await tick();
      expect(opened.clock.action).toBe('opened');
      const entries = await auditEntries();
      const clock = entries.filter(
        (e) =>
          e.actorUid === 'season-clock' &&
          (e.detail?.includes(`(${week.id})`) || e.detail?.includes(`(${opened.clock.weekId})`)),
      );
      expect(clock.map((e) => e.action)).toEqual(['open-week', 'settle-week', 'lock-week']);
      expect(clock.every((e) => e.actorEmail === null)).toBe(true);
      expect(clock[2]?.detail).toMatch(/locked at its deadline/);
      await settleCurrent(me);
    },
  );

  it(
    'an early settle: the clock opens the next week at once, due a week after the settle (not after the cut-short deadline)',
    SLOW,
    async () => {
      const me = await createUser({ claims: { roles: ['admin'] } });
      await settleCurrent(me);
      // No season plan: the clock's own rhythm decides the next deadline.
      await callOk('admin_setSeasonPlan', { weeks: [] }, me);
      const WEEK = 7 * 24 * HOUR;
      const week = await callOk(
        'admin_openWeek',
        { deadline: new Date(Date.now() + 6 * 24 * HOUR).toISOString(), headlineThreats: forecast },
        me,
      );
      const settledFrom = Date.now();
      expect((await callOk('admin_settleWeek', { weekId: week.id }, me)).status).toBe('settled');
      const opened = await tick();
      const settledBy = Date.now();
      expect(opened.clock.action).toBe('opened');
      const next = (await callOk('week_getCurrent', null, me)).week;
      expect(next?.number).toBe(week.number + 1);
      const due = Date.parse(next?.deadline ?? '');
      // The lock (lockedAt, stored by the settle) starts the count: a week after it, to the tick.
      expect(due).toBeGreaterThanOrEqual(settledFrom + WEEK);
      expect(due).toBeLessThanOrEqual(settledBy + WEEK);
      expect(due).toBeLessThan(Date.parse(week.deadline) + WEEK - 24 * HOUR);
      await settleCurrent(me);
    },
  );

  it(
    'the grant-admin command line audits its changes; --revoke ends the sessions; --disable disables the account',
    SLOW,
    async () => {
      const target = await createUser();
      const out = await grantAdmin([target.email]);
      expect(out.roles).toEqual(['admin']);
      // The roster a demotion counts admins from (claims cannot be queried) follows the command line.
      const roster = (uid: string) => admin().db.collection('adminRoster').doc(uid).get();
      expect((await roster(target.uid)).exists).toBe(true);
      const granted = (await auditEntries()).find((e) => e.id === out.auditId);
      expect(granted).toMatchObject({
        action: 'grant-admin',
        actorUid: 'grant-admin-cli',
        targetUid: target.uid,
        targetEmail: target.email,
        detail: expect.stringMatching(/^npm run grant-admin, run by \S+@\S+$/),
      });
      expect(granted).not.toHaveProperty('outcome');

      // A session signed in as admin, then the command line takes the role back.
      const session = await createUser({ claims: { roles: ['admin'] } });
      expect((await call('admin_getStats', null, session)).ok).toBe(true);
      await sleep(1_100); // revocation has one-second precision (auth_time is in seconds)
      const revoked = await grantAdmin([session.email, '--revoke']);
      expect(revoked.roles).toEqual([]);
      expect((await roster(session.uid)).exists).toBe(false);
      expect(revoked.stdout).toMatch(/Their sessions are revoked/);
      await expectRefused(await call('admin_getStats', null, session), 'session-revoked');
      const validAfter = Date.parse((await admin().auth.getUser(session.uid)).tokensValidAfterTime ?? '');
      expect(validAfter).toBeGreaterThan(Number(claimsOf(session.idToken)['auth_time']) * 1000);
      expect((await auditEntries()).find((e) => e.id === revoked.auditId)).toMatchObject({
        action: 'revoke-admin',
        targetUid: session.uid,
      });

      const other = await createUser({ claims: { roles: ['admin'] } });
      const disabled = await grantAdmin([other.email, '--disable']);
      expect((await admin().auth.getUser(other.uid)).disabled).toBe(true);
      await expectRefused(await call('admin_getStats', null, other), 'account-disabled');
      expect((await auditEntries()).find((e) => e.id === disabled.auditId)).toMatchObject({
        action: 'disable-account',
        targetUid: other.uid,
      });
    },
  );
});

describe('read limits', () => {
  it(
    'a burst of 300 leaderboard reads by one player is cut with resource-exhausted; another player still reads',
    SLOW,
    async () => {
      const reader = await createUser();
      const codes: string[] = [];
      // One after another: the stand-in has no transaction isolation, so calls in flight together
      // can read the same count and pass beyond the burst (real Firestore serialises them; the bench
      // and the report give what a concurrent burst does on the stand-in).
      for (let i = 0; i < 300; i++) {
        const out = await call('leaderboard_getPage', {}, reader);
        codes.push(out.ok ? 'ok' : `${out.error.status} ${out.error.details?.code}`);
      }
      const served = codes.filter((c) => c === 'ok').length;
      const { burst } = RATE_LIMITS.leaderboard_getPage;
      // The bucket refills at 10 a minute meanwhile: one or two more may pass.
      expect(served).toBeGreaterThanOrEqual(burst);
      expect(served).toBeLessThanOrEqual(burst + 3);
      expect(codes.slice(0, burst).every((c) => c === 'ok')).toBe(true);
      expect(codes.filter((c) => c !== 'ok').every((c) => c === 'RESOURCE_EXHAUSTED rate-limited')).toBe(true);
      // The bucket is the player's and the callable's: their other reads and other players go on.
      expect((await call('user_getBalance', null, reader)).ok).toBe(true);
      expect((await call('leaderboard_getPage', {}, await createUser())).ok).toBe(true);
      // One document per player and read callable, with its TTL field.
      const doc = (await admin().db.collection('rateLimits').doc(`${reader.uid}:leaderboard_getPage`).get()).data();
      expect(doc?.['buckets']?.['leaderboard_getPage']?.tokens).toBeLessThan(1);
      expect((doc?.['expireAt'] as { toMillis(): number }).toMillis()).toBeGreaterThan(Date.now());
    },
  );

  it(
    'one client address is cut too, signed in or not: a flood of connection probes from one address stops being answered',
    SLOW,
    async () => {
      // The address Google's front end appends (the client's, then its own hop); the emulator adds none.
      const from = (client: string) => ({ forwardedFor: `198.51.100.200, ${client}, 35.191.0.9` });
      const started = Date.now();
      let served = 0;
      let refused: Awaited<ReturnType<typeof call>> | null = null;
      // Sequential: one emulator worker holds the address buckets (each instance keeps its own).
      for (let i = 0; i < 4 * IP_RATE_LIMIT.burst && !refused; i++) {
        const out = await call('system_ping', null, null, from('203.0.113.77'));
        if (out.ok) served += 1;
        else refused = out;
      }
      const seconds = (Date.now() - started) / 1000;
      expect(refused, `served ${served} pings in ${seconds.toFixed(1)} s without a refusal`).not.toBeNull();
      if (refused && !refused.ok)
        expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { code: 'rate-limited' } });
      expect(served).toBeGreaterThanOrEqual(IP_RATE_LIMIT.burst);
      expect(served).toBeLessThanOrEqual(IP_RATE_LIMIT.burst + (IP_RATE_LIMIT.perHour / 3600) * seconds + 5);
      // Another address is served; the forged entry in front changed nothing.
      expect((await call('system_ping', null, null, from('203.0.113.78'))).ok).toBe(true);
      // The bucket refills (20 a second): a moment later the address is answered again.
      await sleep(1_000);
      expect((await call('system_ping', null, null, from('203.0.113.77'))).ok).toBe(true);
    },
  );
});
