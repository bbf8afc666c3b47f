import {
  tenthsToCredits,
  type BalanceAndDefenses,
  type LedgerEntryView,
  type PlayerDefense,
  type Profile,
} from '@fraudshield/domain';
import type { LedgerEntryDoc, PlayerDoc } from './records';

/** The squad as the client sees it: credits, not tenths; the Lead flagged on its card. */
export function toDefenseViews(player: Pick<PlayerDoc, 'squad'>): PlayerDefense[] {
  return player.squad.owned.map((o) => ({
    defenseId: o.defenseId,
    pricePaid: tenthsToCredits(o.pricePaidTenths),
    deployed: o.deployed,
    lead: player.squad.lead === o.defenseId,
  }));
}

export function toBalanceAndDefenses(player: PlayerDoc): BalanceAndDefenses {
  return { balance: tenthsToCredits(player.balanceTenths), defenses: toDefenseViews(player) };
}

export function toProfile(player: PlayerDoc): Profile {
  return {
    uid: player.uid,
    displayName: player.displayName,
    pendingName: player.pendingName ?? null,
    email: player.email,
    deadlineReminders: player.deadlineReminders,
    reportEmails: player.reportEmails ?? false,
    teamReportEmails: player.teamReportEmails ?? true,
    seasonPoints: player.seasonPoints,
    pointsByWeek: Object.entries(player.pointsByWeek ?? {})
      .map(([week, points]) => ({ weekNumber: Number(week), points }))
      .filter((w) => Number.isFinite(w.weekNumber))
      .sort((a, b) => a.weekNumber - b.weekNumber),
  };
}

export function toLedgerView(entry: LedgerEntryDoc): LedgerEntryView {
  return {
    seq: entry.seq,
    at: new Date(entry.at).toISOString(),
    kind: entry.kind,
    amount: tenthsToCredits(entry.deltaTenths),
    balance: tenthsToCredits(entry.balanceTenths),
    detail: entry.detail,
  };
}
