import {
  DEFENSES,
  TRANSFER_HIT_POINTS,
  computeWeekReport,
  hashSeed,
  toMatchReportView,
  type ChipId,
  type DefenseId,
  type MatchReportView,
} from '@fraudshield/domain';
import { checkDraw } from './verify-report';

const seed = 'c3'.repeat(32);
const uid = 'uid-verify';
const owned: DefenseId[] = ['VerificationProtocols', 'UserEducation', 'EmailFiltering', 'NetworkMonitoring'];

/** A settled rules v5 week as the server reports it: scored by the engine, sent as a view. */
function v5View(chip: ChipId | null, transfers: { made: number; free: number; firstSquad?: boolean }) {
  const squad = {
    // Three deployed, one reserve: a Full Bench week plays the reserve too.
    owned: owned.map((defenseId, i) => ({
      defenseId,
      pricePaidTenths: DEFENSES[defenseId].priceTenths,
      deployed: i < 3,
    })),
    lead: 'VerificationProtocols' as const,
  };
  const report = computeWeekReport({
    weekSeed: seed,
    uid,
    headlineThreats: ['Phishing', 'Vishing', 'BusinessEmailCompromise'],
    squad,
    rulesVersion: 5,
    chip,
    transfers,
  });
  return toMatchReportView(
    {
      id: 'week-006',
      number: 6,
      seed,
      seedHash: hashSeed(seed),
      headlineThreats: ['Phishing', 'Vishing', 'BusinessEmailCompromise'],
      rulesVersion: 5,
    },
    report,
  );
}

describe('Check this draw under rules v5', () => {
  it.each<[ChipId | null, { made: number; free: number; firstSquad?: boolean }]>([
    [null, { made: 3, free: 1 }],
    ['tripleLead', { made: 2, free: 1 }],
    ['fullBench', { made: 0, free: 2 }],
    ['wildcard', { made: 4, free: 0 }],
    [null, { made: 4, free: 0, firstSquad: true }],
  ])('verifies a report played with chip %s and transfers %o', (chip, transfers) => {
    const view = v5View(chip, transfers);
    expect(view.chip).toBe(chip);
    const result = checkDraw(view, uid);
    expect(result.seedMatches).toBe(true);
    expect(result.reportMatches).toBe(true);
    expect(result.recomputed.totalPoints).toBe(view.totalPoints);
  });

  it('takes the hit into the recomputed points', () => {
    const view = v5View(null, { made: 3, free: 1 });
    expect(view.transfers?.hitPoints).toBe(2 * TRANSFER_HIT_POINTS);
    expect(checkDraw(view, uid).recomputed.transferHit).toBe(2 * TRANSFER_HIT_POINTS);
  });

  it('catches a report whose chip was changed after the draw', () => {
    const view: MatchReportView = { ...v5View('tripleLead', { made: 0, free: 1 }), chip: null };
    expect(checkDraw(view, uid).reportMatches).toBe(false);
  });
});
