import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { GROUP_MIN_CONTRIBUTORS, teamWeekSnapshot, type TeamWeekPart } from './team';
import { REPORT_WORST_FRAUDS, teamWeekSummary } from './team-report';

const week = { number: 4, headlineThreats: ['Vishing', 'SimSwap', 'Phishing'] as FraudId[] };

/**
 * A week's snapshot where each listed fraud was answered by `n` members who spotted `hits` of
 * `seen` frauds between them, and `played` members in all (4 of them did the drill, 2 a daily case).
 */
function snapshotOf(frauds: Partial<Record<FraudId, { n: number; hits: number; seen: number }>>, played = 7) {
  const parts: TeamWeekPart[] = Array.from({ length: played }, (_, i) => ({
    week: 4,
    frauds: {},
    drill: i < 4,
    daily: i < 2,
    points: null,
    active: true,
  }));
  for (const [f, c] of Object.entries(frauds))
    for (let i = 0; i < c.n; i++) {
      const hits = Math.floor(c.hits / c.n) + (i < c.hits % c.n ? 1 : 0);
      const seen = Math.floor(c.seen / c.n) + (i < c.seen % c.n ? 1 : 0);
      parts[i]!.frauds[f as FraudId] = { fraudSeen: seen, hits, genuineSeen: 0, falseAlarms: 0 };
    }
  return teamWeekSnapshot(4, parts, null);
}

describe('the weekly owner report', () => {
  it("gives the week's participation and the three weakest frauds among those with enough members", () => {
    const snapshot = snapshotOf(
      {
        Phishing: { n: 6, hits: 50, seen: 60 },
        Vishing: { n: 6, hits: 10, seen: 60 },
        SimSwap: { n: 5, hits: 20, seen: 60 },
        Deepfake: { n: 8, hits: 30, seen: 60 },
        Ransomware: { n: 9, hits: 58, seen: 60 },
        // The weakest of all, but too few members answered: never named.
        Xss: { n: GROUP_MIN_CONTRIBUTORS - 1, hits: 0, seen: 60 },
      },
      12,
    );
    const s = teamWeekSummary({ snapshot, week });
    // Two did a daily case: fewer than the minimum, so that count is not given.
    expect(s).toMatchObject({ week: 4, members: 12, played: 9, drill: null, daily: null, qualifying: 5 });
    expect(s.worst.map((w) => w.fraudId)).toEqual(['Vishing', 'SimSwap', 'Deepfake']);
    expect(s.worst).toHaveLength(REPORT_WORST_FRAUDS);
    expect(s.worst[0]!.mastery).toBeLessThan(s.worst[1]!.mastery);
    expect(s.focus).toBe('Vishing');
  });

  it('says fewer when fewer qualify, and falls back to the week’s first threat for the activity', () => {
    const one = teamWeekSummary({
      snapshot: snapshotOf({ Deepfake: { n: 5, hits: 1, seen: 10 }, Xss: { n: 2, hits: 0, seen: 5 } }, 6),
      week,
    });
    expect(one.qualifying).toBe(1);
    expect(one.worst.map((w) => w.fraudId)).toEqual(['Deepfake']);
    const none = teamWeekSummary({ snapshot: null, week });
    expect(none).toMatchObject({ members: null, played: null, qualifying: 0, worst: [], focus: 'Vishing' });
    expect(FRAUD_IDS).toContain(none.focus);
  });
});
