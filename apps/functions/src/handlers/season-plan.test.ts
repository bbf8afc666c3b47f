import { describe, expect, it } from 'vitest';
import type { FraudId, PlannedWeek } from '@fraudshield/domain';
import type { CallerContext } from './context';
import type { AdminAuditDoc } from './admin';
import { runSeasonClock } from './schedule';
import { getSeasonPlan, setSeasonPlan, type SeasonPlanDeps } from './season-plan';
import type { SettlementDeps } from './settlement';
import type { WeekDeps } from './week';
import type { SeasonDoc, WeekDoc } from './records';

const HOUR = 3_600_000;
const NOW = 1_000 * HOUR;
const ctx = (now = NOW): CallerContext => ({
  uid: 'admin-1',
  email: 'admin@example.test',
  emailVerified: true,
  displayName: null,
  roles: ['admin'],
  signInProvider: 'password',
  now,
});
const F1: FraudId[] = ['Phishing', 'Ransomware', 'SimSwap'];
const F2: FraudId[] = ['Deepfake', 'Vishing', 'Ddos'];

function fakeSeason(weekCount: number, lastDeadline: number | null) {
  const season: SeasonDoc = {
    currentWeekId: weekCount ? `week-00${weekCount}` : null,
    lastSettledWeekId: null,
    weekCount,
  };
  const weeks = new Map<string, WeekDoc>();
  if (weekCount && lastDeadline !== null) {
    weeks.set(`week-00${weekCount}`, {
      id: `week-00${weekCount}`,
      number: weekCount,
      status: 'open',
      deadline: lastDeadline,
      lockedAt: null,
      headlineThreats: F1,
      seedHash: 'h',
      seed: null,
      openedAt: 0,
      settledAt: null,
      settlement: null,
    });
  }
  let plan: PlannedWeek[] = [];
  const audit: AdminAuditDoc[] = [];
  const deps: SeasonPlanDeps = {
    readSeason: async () => ({ ...season }),
    readWeek: async (id) => structuredClone(weeks.get(id) ?? null),
    readPlan: async () => structuredClone(plan),
    writePlan: async (w, _now, _uid, e) => {
      plan = structuredClone(w);
      audit.push(e);
    },
  };
  return { deps, season, weeks, audit, plan: () => plan };
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('admin_setSeasonPlan', () => {
  it('stores the plan, audits it and reads it back', async () => {
    const s = fakeSeason(2, NOW + 10 * HOUR);
    const view = await setSeasonPlan(
      ctx(),
      {
        weeks: [
          { number: 3, deadline: iso(NOW + 50 * HOUR), headlineThreats: F2 },
          { number: 4, deadline: iso(NOW + 90 * HOUR), headlineThreats: F1 },
        ],
      },
      s.deps,
    );
    expect(view).toEqual({
      weeks: [
        { number: 3, deadline: iso(NOW + 50 * HOUR), headlineThreats: F2 },
        { number: 4, deadline: iso(NOW + 90 * HOUR), headlineThreats: F1 },
      ],
      nextNumber: 3,
      lastDeadline: iso(NOW + 10 * HOUR),
    });
    expect(await getSeasonPlan(ctx(), undefined, s.deps)).toEqual(view);
    expect(s.audit).toEqual([
      {
        actorUid: 'admin-1',
        actorEmail: 'admin@example.test',
        targetUid: '',
        targetEmail: '',
        action: 'plan-season',
        detail: 'Weeks 3–4',
        at: NOW,
      },
    ]);
  });

  it.each([
    ['a deadline in the past', [{ number: 3, deadline: iso(NOW - HOUR), headlineThreats: F2 }], 'plan-deadline-past'],
    [
      "a deadline before the open week's",
      [{ number: 3, deadline: iso(NOW + 5 * HOUR), headlineThreats: F2 }],
      'plan-out-of-order',
    ],
    [
      'deadlines out of order',
      [
        { number: 3, deadline: iso(NOW + 50 * HOUR), headlineThreats: F2 },
        { number: 4, deadline: iso(NOW + 40 * HOUR), headlineThreats: F1 },
      ],
      'plan-out-of-order',
    ],
    ['a gap in the numbers', [{ number: 4, deadline: iso(NOW + 50 * HOUR), headlineThreats: F2 }], 'plan-out-of-order'],
    [
      'a week that has opened',
      [{ number: 2, deadline: iso(NOW + 50 * HOUR), headlineThreats: F2 }],
      'plan-week-opened',
    ],
    [
      'a repeated fraud',
      [{ number: 3, deadline: iso(NOW + 50 * HOUR), headlineThreats: ['Phishing', 'Phishing', 'Ddos'] as FraudId[] }],
      'invalid-input',
    ],
  ])('refuses %s and changes nothing', async (_what, weeks, code) => {
    const s = fakeSeason(2, NOW + 10 * HOUR);
    await setSeasonPlan(ctx(), { weeks: [{ number: 3, deadline: iso(NOW + 60 * HOUR), headlineThreats: F1 }] }, s.deps);
    const before = structuredClone(s.plan());
    await expect(setSeasonPlan(ctx(), { weeks }, s.deps)).rejects.toMatchObject({ code });
    expect(s.plan()).toEqual(before);
    expect(s.audit).toHaveLength(1);
  });
});

describe('the season clock follows the plan', () => {
  function clock(weekDeadline: number, plan: PlannedWeek[]) {
    const season: SeasonDoc = { currentWeekId: null, lastSettledWeekId: 'week-001', weekCount: 1 };
    const weeks = new Map<string, WeekDoc>([
      [
        'week-001',
        {
          id: 'week-001',
          number: 1,
          status: 'settled',
          deadline: weekDeadline,
          lockedAt: null,
          headlineThreats: F1,
          seedHash: 'h',
          seed: 's',
          openedAt: 0,
          settledAt: weekDeadline,
          settlement: null,
        },
      ],
    ]);
    const weekDeps: WeekDeps = {
      readSeason: async () => ({ ...season }),
      readWeek: async (id) => structuredClone(weeks.get(id) ?? null),
      readReport: async () => null,
      readOwnership: async () => null,
      createWeek: async (w) => {
        weeks.set(w.id, w);
        Object.assign(season, { currentWeekId: w.id, weekCount: w.number });
        return true;
      },
      randomSeed: () => 'ab'.repeat(32),
    };
    const deps = {
      weeks: weekDeps,
      settlement: {} as SettlementDeps,
      randomInt: () => 0,
      plan: { read: async () => plan },
    };
    return { deps, weeks };
  }

  it('opens the next week with the planned forecast and deadline', async () => {
    const c = clock(NOW - HOUR, [{ number: 2, deadline: NOW + 30 * HOUR, headlineThreats: F2 }]);
    expect(await runSeasonClock(c.deps, NOW)).toMatchObject({ action: 'opened', weekId: 'week-002' });
    expect(c.weeks.get('week-002')).toMatchObject({ deadline: NOW + 30 * HOUR, headlineThreats: F2 });
  });

  it('falls back to a random forecast a week later when the plan has no such week', async () => {
    const c = clock(NOW - HOUR, [{ number: 3, deadline: NOW + 30 * HOUR, headlineThreats: F2 }]);
    await runSeasonClock(c.deps, NOW);
    const opened = c.weeks.get('week-002');
    expect(opened?.deadline).toBe(NOW - HOUR + 7 * 24 * HOUR);
    expect(opened?.headlineThreats).not.toEqual(F2);
  });

  it('keeps the planned forecast but not a planned deadline the clock has passed', async () => {
    const c = clock(NOW - 2 * HOUR, [{ number: 2, deadline: NOW - HOUR, headlineThreats: F2 }]);
    await runSeasonClock(c.deps, NOW);
    expect(c.weeks.get('week-002')).toMatchObject({ deadline: NOW - 2 * HOUR + 7 * 24 * HOUR, headlineThreats: F2 });
  });
});
