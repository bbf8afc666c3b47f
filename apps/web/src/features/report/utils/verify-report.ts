import {
  DEFENSES,
  computeWeekReport,
  hashSeed,
  matchReportOfView,
  reportInputExtrasOfView,
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

/**
 * The squad that played, as the rules see it: the deployed lineup and its Lead. In a Full Bench
 * week the report's lineup is every owned card, so the same list plays again.
 */
export function squadOfReport(view: MatchReportView): Squad {
  return {
    owned: view.deployed.map((defenseId) => ({
      defenseId,
      pricePaidTenths: DEFENSES[defenseId].priceTenths,
      deployed: true,
    })),
    lead: view.lead,
  };
}

export function reportInput(view: MatchReportView, uid: string): WeekReportInput {
  return {
    weekSeed: view.seed,
    uid,
    headlineThreats: view.headlineThreats,
    squad: squadOfReport(view),
    rulesVersion: view.rulesVersion ?? 1,
    // Rules v3+: the drill answers the week was scored with (they raise block chances).
    ...(view.drill ? { drill: view.drill } : {}),
    // Rules v5: the chip (a Triple Lead or Full Bench changes the points) and the transfers (the hit).
    ...reportInputExtrasOfView(view),
  };
}

export function checkDraw(view: MatchReportView, uid: string): DrawCheck {
  const input = reportInput(view, uid);
  const seedMatches = view.seed.length > 0 && verifySeed(view.seed, view.seedHash);
  const reportMatches = verifyWeekReport({ ...input, seedHash: view.seedHash }, matchReportOfView(view));
  return {
    computedHash: view.seed ? hashSeed(view.seed) : '',
    seedMatches,
    reportMatches,
    ok: seedMatches && reportMatches,
    recomputed: computeWeekReport(input),
  };
}
