import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { recordAnswers, newLearningRecord, type GradedAnswer } from '../learning/record';
import {
  GROUP_MIN_CONTRIBUTORS,
  HELP_LIST_SIZE,
  nextTeamMark,
  sumTeamShards,
  teamDashboard,
  teamDashboardCsv,
  teamStatsDeltas,
  type StatsDelta,
  type TeamShard,
  type TeamState,
} from './team';

const emptyPlan = { placement: [], 'delayed-1': [], 'delayed-2': [] };
const seat = (share: boolean) => ({ share, memberId: 'm-123456789', joinedAt: 1 });

function stateAfter(answers: GradedAnswer[], week = 3, teams: TeamState['teams'] = { L: seat(true) }): TeamState {
  const rec = recordAnswers(newLearningRecord(emptyPlan, week), answers, week);
  return { teams, frauds: rec.frauds, weeks: rec.weeks, mark: null };
}
const ans = (fraudId: FraudId, correct: boolean, genuine = false): GradedAnswer => ({
  source: 'drill',
  fraudId,
  genuine,
  correct,
  caseId: null,
});

/** Applies deltas to a shard the way Firestore's merge-set of increments does. */
function apply(shard: Record<string, number>, delta: StatsDelta): void {
  for (const [field, n] of Object.entries(delta)) shard[field] = (shard[field] ?? 0) + n;
}
const totals = (shard: Record<string, number>) => sumTeamShards([shard]);

describe('team aggregates', () => {
  it('a join adds the whole record, an answer its difference, a leave takes everything out again', () => {
    const none: TeamState = { teams: {}, frauds: {}, weeks: [], mark: null };
    const joined = stateAfter([ans('Phishing', true), ans('Phishing', false, true)]);
    const shard: Record<string, number> = {};
    apply(shard, teamStatsDeltas(none, joined).get('L')!);
    expect(totals(shard)).toMatchObject({
      sharing: 1,
      active: 1,
      f: { Phishing: { n: 1, fraudSeen: 1, hits: 1, genuineSeen: 1, falseAlarms: 1 } },
      w: { 3: { played: 1 } },
    });

    const rec2 = recordAnswers(
      recordAnswers(newLearningRecord(emptyPlan, 3), [ans('Phishing', true), ans('Phishing', false, true)], 3),
      [ans('SimSwap', false)],
      3,
    );
    const answered: TeamState = {
      ...joined,
      frauds: rec2.frauds,
      weeks: rec2.weeks,
      mark: nextTeamMark(null, 3, { drill: true, daily: false }),
    };
    apply(shard, teamStatsDeltas(joined, answered).get('L')!);
    expect(totals(shard)).toMatchObject({
      active: 1,
      f: { SimSwap: { n: 1, fraudSeen: 1 }, Phishing: { n: 1 } },
      w: { 3: { played: 1, drill: 1, fraudSeen: 2 } },
    });

    apply(shard, teamStatsDeltas(answered, { ...answered, teams: {} }).get('L')!);
    expect(Object.keys(shard).length).toBeGreaterThan(5);
    expect(Object.values(shard).every((n) => n === 0)).toBe(true);
  });

  it('withdrawing consent changes only the sharing count', () => {
    const on = stateAfter([ans('Vishing', true)]);
    const off = { ...on, teams: { L: seat(false) } };
    expect(Object.fromEntries(teamStatsDeltas(on, off))).toEqual({ L: { sharing: -1 } });
  });

  it("a new week keeps the last week's drill count; the same week counts each member once", () => {
    const w3 = { ...stateAfter([ans('Phishing', true)]), mark: nextTeamMark(null, 3, { drill: true, daily: true }) };
    const again = { ...w3, mark: nextTeamMark(w3.mark, 3, { drill: true, daily: false }) };
    expect(teamStatsDeltas(w3, again).size).toBe(0);
    const w4 = { ...w3, mark: nextTeamMark(w3.mark, 4, { drill: false, daily: true }) };
    expect(teamStatsDeltas(w3, w4).get('L')).toEqual({ w_4_daily: 1 });
  });

  it("property: any path of joins, answers and leaves sums to what the current members' records say", () => {
    const answerArb = fc.record({
      fraudId: fc.constantFrom(...FRAUD_IDS),
      genuine: fc.boolean(),
      correct: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('join' as const), fc.constant('leave' as const), answerArb), { maxLength: 30 }),
        (steps) => {
          let rec = newLearningRecord(emptyPlan, 1);
          let state: TeamState = { teams: {}, frauds: {}, weeks: [], mark: null };
          const shard: Record<string, number> = {};
          for (const step of steps) {
            let next: TeamState;
            if (step === 'join') next = { ...state, teams: { L: seat(true) } };
            else if (step === 'leave') next = { ...state, teams: {} };
            else {
              rec = recordAnswers(rec, [{ source: 'daily', caseId: null, ...step }], 1);
              next = { ...state, frauds: rec.frauds, weeks: rec.weeks };
            }
            const d = teamStatsDeltas(state, next).get('L');
            if (d) apply(shard, d);
            state = next;
          }
          const expected: Record<string, number> = {};
          const fromNothing = teamStatsDeltas({ teams: {}, frauds: {}, weeks: [], mark: null }, state).get('L');
          if (state.teams['L'] && fromNothing) apply(expected, fromNothing);
          const nonZero = (o: Record<string, number>) =>
            Object.fromEntries(Object.entries(o).filter(([, v]) => v !== 0));
          expect(nonZero(shard)).toEqual(nonZero(expected));
        },
      ),
    );
  });
});

describe('teamDashboard', () => {
  const shards = (contributors: number): TeamShard[] => [
    {
      sharing: 2,
      active: contributors,
      f_Phishing_n: contributors,
      f_Phishing_fraudSeen: 10,
      f_Phishing_hits: 8,
      f_Phishing_genuineSeen: 4,
      f_Phishing_falseAlarms: 1,
      w_3_played: 3,
      w_3_drill: 2,
      w_3_daily: 1,
      w_3_fraudSeen: 5,
      w_3_hits: 4,
    },
    { f_Phishing_n: 0, w_2_played: 1, w_2_fraudSeen: 1, w_2_hits: 0, f_NotAFraud_n: 7, junk: 3 },
  ];
  const league = { id: 'L', name: 'Class 7B', code: 'ABCDEF', members: 6, ownedByMe: true };
  const week = { number: 3, headlineThreats: ['Phishing', 'SimSwap', 'Vishing'] as FraudId[] };

  it(`shows a fraud's group mastery only from ${GROUP_MIN_CONTRIBUTORS} members up`, () => {
    const below = teamDashboard({ league, totals: sumTeamShards(shards(GROUP_MIN_CONTRIBUTORS - 1)), week, help: [] });
    expect(below.frauds.find((f) => f.fraudId === 'Phishing')).toMatchObject({
      contributors: 4,
      mastery: null,
      threat: true,
      answered: 14,
    });
    const at = teamDashboard({ league, totals: sumTeamShards(shards(GROUP_MIN_CONTRIBUTORS)), week, help: [] });
    const phishing = at.frauds.find((f) => f.fraudId === 'Phishing')!;
    expect(phishing.mastery).toBeGreaterThan(0.4);
    expect(at.frauds.find((f) => f.fraudId === 'Deepfake')).toMatchObject({
      contributors: 0,
      mastery: null,
      threat: false,
    });
    expect(at.participation).toEqual({ played: 3, drill: 2, daily: 1, activeEver: 5 });
    expect(at.trend).toEqual([
      { week: 2, played: 1, drill: 0, daily: 0, answered: 1, accuracy: 0 },
      { week: 3, played: 3, drill: 2, daily: 1, answered: 5, accuracy: 0.8 },
    ]);
    expect(JSON.stringify(at)).not.toMatch(/"uid"|"email"|@/);
  });

  it("lists the consenting members weakest on this week's threats, at most the list size", () => {
    const help = Array.from({ length: HELP_LIST_SIZE + 3 }, (_, i) => ({
      memberId: `id-${i}`,
      name: `N${i}`,
      mastery: { Phishing: i / 20 - 0.3 },
      lastWeek: 3,
    }));
    const view = teamDashboard({ league, totals: sumTeamShards([]), week, help });
    expect(view.needsHelp).toHaveLength(HELP_LIST_SIZE);
    expect(view.needsHelp[0]).toMatchObject({
      name: 'N0',
      threats: [
        { fraudId: 'Phishing', mastery: -0.3 },
        { fraudId: 'SimSwap', mastery: null },
        { fraudId: 'Vishing', mastery: null },
      ],
    });
    expect(teamDashboard({ league, totals: sumTeamShards([]), week: null, help }).needsHelp).toEqual([]);
  });

  it('exports CSV with every section, and a name cannot become a spreadsheet formula', () => {
    const view = teamDashboard({
      league,
      totals: sumTeamShards(shards(6)),
      week,
      help: [{ memberId: 'x-12345678', name: '=HYPERLINK("x")', mastery: { Phishing: 0.1 }, lastWeek: 3 }],
    });
    const csv = teamDashboardCsv(view);
    expect(csv).toContain('League,Class 7B\r\n');
    expect(csv).toContain('Phishing,yes,6,14,');
    expect(csv).toContain('"\'=HYPERLINK(""x"")",10.0,,\r\n');
    expect(csv.split('\r\n').filter((l) => /^[A-Za-z]+,(yes|no),/.test(l))).toHaveLength(FRAUD_IDS.length);
  });
});
