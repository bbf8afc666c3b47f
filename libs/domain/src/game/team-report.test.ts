import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { GROUP_MIN_CONTRIBUTORS, sumTeamShards } from './team';
import { REPORT_WORST_FRAUDS, teamWeekSummary } from './team-report';

const week = { number: 4, headlineThreats: ['Vishing', 'SimSwap', 'Phishing'] as FraudId[] };

/** A shard where each listed fraud has `n` contributors who spotted `hits` of `seen` frauds. */
function shard(frauds: Partial<Record<FraudId, { n: number; hits: number; seen: number }>>) {
  const s: Record<string, number> = { w_4_played: 7, w_4_drill: 4, w_4_daily: 2, w_3_played: 9 };
  for (const [f, c] of Object.entries(frauds)) {
    s[`f_${f}_n`] = c.n;
    s[`f_${f}_fraudSeen`] = c.seen;
    s[`f_${f}_hits`] = c.hits;
  }
  return s;
}

describe('the weekly owner report', () => {
  it("gives the week's participation and the three weakest frauds among those with enough members", () => {
    const totals = sumTeamShards([
      shard({
        Phishing: { n: 6, hits: 50, seen: 60 },
        Vishing: { n: 6, hits: 10, seen: 60 },
        SimSwap: { n: 5, hits: 20, seen: 60 },
        Deepfake: { n: 8, hits: 30, seen: 60 },
        Ransomware: { n: 9, hits: 58, seen: 60 },
        // The weakest of all, but too few members answered: never named.
        Xss: { n: GROUP_MIN_CONTRIBUTORS - 1, hits: 0, seen: 60 },
      }),
    ]);
    const s = teamWeekSummary({ totals, members: 12, week });
    expect(s).toMatchObject({ week: 4, members: 12, played: 7, drill: 4, daily: 2, qualifying: 5 });
    expect(s.worst.map((w) => w.fraudId)).toEqual(['Vishing', 'SimSwap', 'Deepfake']);
    expect(s.worst).toHaveLength(REPORT_WORST_FRAUDS);
    expect(s.worst[0]!.mastery).toBeLessThan(s.worst[1]!.mastery);
    expect(s.focus).toBe('Vishing');
  });

  it('says fewer when fewer qualify, and falls back to the week’s first threat for the activity', () => {
    const one = teamWeekSummary({
      totals: sumTeamShards([shard({ Deepfake: { n: 5, hits: 1, seen: 10 }, Xss: { n: 2, hits: 0, seen: 5 } })]),
      members: 6,
      week,
    });
    expect(one.qualifying).toBe(1);
    expect(one.worst.map((w) => w.fraudId)).toEqual(['Deepfake']);
    const none = teamWeekSummary({ totals: sumTeamShards([]), members: 3, week });
    expect(none).toMatchObject({ played: 0, qualifying: 0, worst: [], focus: 'Vishing' });
    expect(FRAUD_IDS).toContain(none.focus);
  });
});
