import {
  DEFENSES,
  computeWeekReport,
  creditsToTenths,
  hashSeed,
  verifySeed,
  verifyWeekReport,
  type MatchReport,
  type MatchReportView,
  type Squad,
  type WeekReportInput,
} from '@fraudshield/domain';

/**
 * "Check this draw": the browser recomputes the player's report from the revealed seed with
 * the same domain code the server ran (verifyWeekReport), and compares it with what it showed.
 */

export interface DrawCheck {
  /** sha256(seed), computed here. */
  computedHash: string;
  /** The revealed seed hashes to the hash published when the week opened. */
  seedMatches: boolean;
  /** The report recomputed from the seed equals the report shown. */
  reportMatches: boolean;
  /** Both: this draw checks out. */
  ok: boolean;
  /** What the recomputation gave, to show side by side. */
  recomputed: MatchReport;
}

/** The squad that played, as the rules see it: the deployed lineup and its Lead. */
export function squadOfReport(view: MatchReportView): Squad {
  return {
    owned: view.deployed.map((defenseId) => ({ defenseId, pricePaidTenths: DEFENSES[defenseId].priceTenths, deployed: true })),
    lead: view.lead,
  };
}

export function reportInput(view: MatchReportView, uid: string): WeekReportInput {
  return { weekSeed: view.seed, uid, headlineThreats: view.headlineThreats, squad: squadOfReport(view) };
}

/** The shown report in the engine's shape (what the server stored), for verifyWeekReport. */
export function storedReportOf(view: MatchReportView): MatchReport {
  const attacks = view.attacks.map((a) => ({
    fraudId: a.fraudId,
    severity: a.severity ?? 'low',
    engaged: a.engaged.map((e) => ({ defenseId: e.defenseId, effectiveness: e.effectiveness })),
    chance: a.chance,
    roll: a.roll,
    blocked: a.blocked,
    points: a.points,
    leadDoubled: a.leadDoubled,
  }));
  const blockedCount = attacks.filter((a) => a.blocked).length;
  return {
    deployed: [...view.deployed],
    lead: view.lead,
    attacks,
    blockedCount,
    breachedCount: attacks.length - blockedCount,
    cleanSheet: blockedCount === attacks.length,
    cleanSheetBonus: view.cleanSheetBonus,
    passwordFatigue: view.passwordFatigue,
    totalPoints: view.totalPoints,
    creditsEarnedTenths: creditsToTenths(view.creditsEarned),
    lessons: view.attacks.map((a) => ({ fraudId: a.fraudId, defenseId: a.lesson?.defenseId ?? null, kind: a.lesson?.kind ?? 'blocked' })),
  };
}

export function checkDraw(view: MatchReportView, uid: string): DrawCheck {
  const input = reportInput(view, uid);
  const seedMatches = view.seed.length > 0 && verifySeed(view.seed, view.seedHash);
  const reportMatches = verifyWeekReport({ ...input, seedHash: view.seedHash }, storedReportOf(view));
  return {
    computedHash: view.seed ? hashSeed(view.seed) : '',
    seedMatches,
    reportMatches,
    ok: seedMatches && reportMatches,
    recomputed: computeWeekReport(input),
  };
}
