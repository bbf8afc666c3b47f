import { describe, expect, it } from 'vitest';
import type { FraudId } from '../catalog/ids';
import type { FraudTally } from '../learning/mastery';
import {
  GROUP_MIN_CONTRIBUTORS,
  TEAM_HIDDEN_REASON,
  TEAM_PRIVACY_RULE,
  teamDashboard,
  teamDashboardCsv,
  teamLeagueFull,
  MAX_TEAM_MEMBERS,
  teamWeekParts,
  teamWeekSnapshot,
  type TeamWeekPart,
} from './team';

const tally = (fraudSeen: number, hits: number): FraudTally => ({
  fraudSeen,
  hits,
  genuineSeen: 0,
  falseAlarms: 0,
  decayed: { fraudSeen, hits, genuineSeen: 0, falseAlarms: 0 },
  week: 1,
});
const seat = (joinedAt: number) => ({ share: false, memberId: 'member-0001', joinedAt });
const part = (fraudId: FraudId, seen: number, hits: number, extra: Partial<TeamWeekPart> = {}): TeamWeekPart => ({
  week: 2,
  frauds: { [fraudId]: { fraudSeen: seen, hits, genuineSeen: 0, falseAlarms: 0 } },
  drill: false,
  daily: false,
  points: null,
  active: true,
  ...extra,
});
const league = { id: 'L', name: 'Class', code: 'ABCDEF', members: 9, ownedByMe: true };

describe('a member settled week (teamWeekParts)', () => {
  it('counts what they answered since the previous settlement, only in leagues joined before the week opened', () => {
    const out = teamWeekParts({
      teams: { early: seat(100), late: { ...seat(900), memberId: 'member-0002' } },
      frauds: { Phishing: tally(10, 7) },
      base: { Phishing: { fraudSeen: 6, hits: 5, genuineSeen: 0, falseAlarms: 0 } },
      week: { number: 2, openedAt: 500 },
      drill: true,
      daily: false,
      points: 40,
    });
    expect(out.parts).toEqual([
      {
        leagueId: 'early',
        memberId: 'member-0001',
        part: {
          week: 2,
          frauds: { Phishing: { fraudSeen: 4, hits: 2, genuineSeen: 0, falseAlarms: 0 } },
          drill: true,
          daily: false,
          points: 40,
          active: true,
        },
      },
    ]);
    expect(out.teams['early']!.active).toBe(true);
    expect(out.teams['late']!.active).toBeUndefined();
    expect(out.base).toEqual({ Phishing: { fraudSeen: 10, hits: 7, genuineSeen: 0, falseAlarms: 0 } });
  });

  it('brings no history: without a base (their first settlement in a team league) nothing is counted', () => {
    const out = teamWeekParts({
      teams: { L: seat(100) },
      frauds: { Phishing: tally(50, 10) },
      base: undefined,
      week: { number: 2, openedAt: 500 },
      drill: false,
      daily: false,
      points: null,
    });
    expect(out.parts[0]!.part.frauds).toEqual({});
    expect(out.base['Phishing']?.fraudSeen).toBe(50);
  });
});

describe('a league week snapshot', () => {
  it('sums the parts; the season keeps only fraud weeks of at least the minimum contributors', () => {
    const five = Array.from({ length: GROUP_MIN_CONTRIBUTORS }, () => part('Phishing', 2, 1, { points: 10 }));
    const w2 = teamWeekSnapshot(2, [...five, part('Vishing', 3, 3, { drill: true })], null);
    expect(w2).toMatchObject({ members: 6, played: 6, drill: 1, answered: 13, right: 8, points: { n: 5, sum: 50 } });
    expect(w2.frauds['Phishing']).toMatchObject({ n: 5, fraudSeen: 10, hits: 5 });
    expect(w2.season).toEqual({ Phishing: { fraudSeen: 10, hits: 5, genuineSeen: 0, falseAlarms: 0, weeks: 1 } });
    const w3 = teamWeekSnapshot(3, five, w2);
    expect(w3.season['Phishing']).toMatchObject({ fraudSeen: 20, weeks: 2 });
    // The earlier snapshot is not changed by building the next.
    expect(w2.season['Phishing']!.weeks).toBe(1);
  });
});

describe('the owner dashboard from snapshots', () => {
  it('hides every figure of fewer than the minimum: 1 to 4 members who played show no accuracy or head count', () => {
    for (const n of [1, 2, 3, 4]) {
      const snap = teamWeekSnapshot(
        2,
        Array.from({ length: n }, () => part('Phishing', 8, 3)),
        null,
      );
      const view = teamDashboard({ league, snapshots: [snap], week: null, help: [] });
      expect(view.trend).toEqual([
        { week: 2, played: null, drill: null, daily: null, answered: null, accuracy: null, hidden: TEAM_HIDDEN_REASON },
      ]);
      expect(view.frauds.every((f) => f.mastery === null && f.answered === null && f.contributors === null)).toBe(true);
      expect(Object.values(view.participation).every((v) => v === null)).toBe(true);
    }
  });

  it('shows a week of five, its accuracy, and the group mastery of the season', () => {
    const snap = teamWeekSnapshot(
      2,
      Array.from({ length: 5 }, (_, i) => part('Phishing', 4, i < 4 ? 4 : 0, { drill: true })),
      null,
    );
    const view = teamDashboard({ league, snapshots: [snap], week: null, help: [] });
    expect(view.trend[0]).toMatchObject({
      played: 5,
      drill: 5,
      daily: null,
      answered: 20,
      accuracy: 0.8,
      hidden: null,
    });
    expect(view.frauds.find((f) => f.fraudId === 'Phishing')).toMatchObject({
      contributors: 5,
      answered: 20,
      mastery: expect.any(Number),
      hidden: null,
    });
    expect(view.settledWeek).toBe(2);
  });
});

describe('the CSV', () => {
  it('readable headers and fraud names, numbers stay numbers (a negative too), only text is guarded', () => {
    const snap = teamWeekSnapshot(
      2,
      Array.from({ length: 5 }, () => part('Phishing', 10, 0)),
      null,
    );
    const view = teamDashboard({
      league: { ...league, name: '=HYPERLINK("x")' },
      snapshots: [snap],
      week: { number: 3, headlineThreats: ['Phishing'] },
      help: [{ memberId: 'member-0001', name: '-Sam', mastery: { Phishing: -0.3 }, lastWeek: 2 }],
    });
    const csv = teamDashboardCsv(view, (id) => (id === 'Phishing' ? 'Phishing emails' : id));
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe(`League,"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("Fraud,This week's threat,Members who answered (last settled week),");
    expect(rows.find((r) => r.startsWith('Phishing emails,'))).toMatch(/^Phishing emails,yes,5,50,-\d+(\.\d)?$/);
    expect(rows.find((r) => r.startsWith("'-Sam"))).toBe("'-Sam,-30");
    expect(csv).not.toMatch(/'-\d/);
    expect(csv).toContain(`Ddos,no,${TEAM_HIDDEN_REASON},${TEAM_HIDDEN_REASON},${TEAM_HIDDEN_REASON}`);
  });
});

describe('the rule text and the size rule', () => {
  it('states the minimum, the week after joining and the day-only join time', () => {
    expect(TEAM_PRIVACY_RULE).toContain(`fewer than ${GROUP_MIN_CONTRIBUTORS} members`);
    expect(TEAM_PRIVACY_RULE).toMatch(/first week that starts after you join/);
    expect(TEAM_PRIVACY_RULE).toMatch(/day you joined, never the time/);
  });
  it('a league is full at MAX_TEAM_MEMBERS', () => {
    expect(teamLeagueFull(MAX_TEAM_MEMBERS - 1)).toBe(false);
    expect(teamLeagueFull(MAX_TEAM_MEMBERS)).toBe(true);
    expect(teamLeagueFull(undefined)).toBe(false);
  });
});
