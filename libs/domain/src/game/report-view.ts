/**
 * The match report on the wire. The server stores the engine's MatchReport (tenths, lessons as
 * ids) and sends a MatchReportView (credits, each attack with its lesson text and the week's
 * seed); the browser's "Check this draw" turns the view back into the engine's shape and
 * recomputes it. Both directions live here so they cannot drift apart: for every report,
 * matchReportOfView(toMatchReportView(week, report)) equals the report (property-tested).
 */
import type { AttackView, MatchReportView } from '../contracts/callables';
import type { FraudId } from '../catalog/ids';
import { FRAUDS } from './catalog';
import { creditsToTenths, tenthsToCredits } from './constants';
import { describeLesson, type MatchReport, type WeekReportInput } from './settle';

/** Week ids are `week-` and the number padded to three digits: 1 → "week-001". */
export function weekIdOf(number: number): string {
  return `week-${String(number).padStart(3, '0')}`;
}

/** What of a week the report view shows. */
export interface ReportWeek {
  readonly id: string;
  readonly number: number;
  /** Revealed seed; '' while it is still secret. */
  readonly seed?: string | null;
  readonly seedHash: string;
  readonly headlineThreats: readonly FraudId[];
  /** The rules version the week is played under; absent: 1. */
  readonly rulesVersion?: number | null;
}

/** What an attack shows and stores alike: the draw, the defenses engaged and the outcome. */
function attackCore(a: Omit<AttackView, 'severity' | 'lesson'>) {
  return {
    fraudId: a.fraudId,
    engaged: a.engaged.map((e) => ({ defenseId: e.defenseId, effectiveness: e.effectiveness })),
    chance: a.chance,
    roll: a.roll,
    blocked: a.blocked,
    points: a.points,
    leadDoubled: a.leadDoubled,
    ...(a.drillAdded !== undefined ? { drillAdded: a.drillAdded } : {}),
  };
}

/** The drill answers a report was scored with (rules v3+), copied field by field. */
function drillCore(drill: readonly { caseId: string; fraudId: FraudId; correct: boolean }[] | undefined) {
  return drill ? { drill: drill.map((d) => ({ caseId: d.caseId, fraudId: d.fraudId, correct: d.correct })) } : {};
}

/** The stored report → what week_getReport sends. */
export function toMatchReportView(week: ReportWeek, report: MatchReport): MatchReportView {
  const attacks: AttackView[] = report.attacks.map((a, i) => {
    const lesson = report.lessons[i];
    return {
      ...attackCore(a),
      severity: a.severity ?? FRAUDS[a.fraudId].severity,
      ...(lesson ? { lesson: { kind: lesson.kind, defenseId: lesson.defenseId, text: describeLesson(lesson) } } : {}),
    };
  });
  return {
    weekId: week.id,
    weekNumber: week.number,
    seed: week.seed ?? '',
    seedHash: week.seedHash,
    headlineThreats: [...week.headlineThreats],
    deployed: [...report.deployed],
    lead: report.lead,
    attacks,
    cleanSheetBonus: report.cleanSheetBonus,
    passwordFatigue: report.passwordFatigue,
    totalPoints: report.totalPoints,
    creditsEarned: tenthsToCredits(report.creditsEarnedTenths),
    rulesVersion: week.rulesVersion ?? 1,
    ...drillCore(report.drill),
    ...v5View(report),
  };
}

/** Rules v5: the chip and the transfers a report was scored with (absent from older reports). */
function v5View(report: MatchReport): Pick<MatchReportView, 'chip' | 'transfers'> {
  if (!report.transfers) return {};
  return {
    chip: report.chip ?? null,
    transfers: {
      made: report.transfers.made,
      free: report.transfers.free,
      hitPoints: report.transferHit ?? 0,
      firstSquad: report.transfers.firstSquad,
    },
  };
}

/**
 * What a rules v5 report view adds to the input "Check this draw" recomputes it from: the chip,
 * the transfers and, for a week before the player's first squad (no attacks drawn), that it was
 * not played. Empty for older reports.
 */
export function reportInputExtrasOfView(
  view: MatchReportView,
): Pick<WeekReportInput, 'chip' | 'transfers' | 'notYetPlaying'> {
  if (!view.transfers) return {};
  return {
    chip: view.chip ?? null,
    transfers: { made: view.transfers.made, free: view.transfers.free, firstSquad: view.transfers.firstSquad ?? false },
    ...(view.attacks.length === 0 ? { notYetPlaying: true } : {}),
  };
}

/** A report view → the engine's MatchReport it was made from (what verifyWeekReport compares). */
export function matchReportOfView(view: MatchReportView): MatchReport {
  const attacks = view.attacks.map((a) => ({ ...attackCore(a), severity: a.severity ?? FRAUDS[a.fraudId].severity }));
  const blockedCount = attacks.filter((a) => a.blocked).length;
  return {
    deployed: [...view.deployed],
    lead: view.lead,
    attacks,
    blockedCount,
    breachedCount: attacks.length - blockedCount,
    // A week not played (rules v5, before the first squad) drew no attack and kept no clean sheet.
    cleanSheet: attacks.length > 0 && blockedCount === attacks.length,
    cleanSheetBonus: view.cleanSheetBonus,
    passwordFatigue: view.passwordFatigue,
    totalPoints: view.totalPoints,
    creditsEarnedTenths: creditsToTenths(view.creditsEarned),
    lessons: view.attacks.map((a) => ({
      fraudId: a.fraudId,
      defenseId: a.lesson?.defenseId ?? null,
      kind: a.lesson?.kind ?? 'blocked',
    })),
    ...drillCore(view.drill),
    ...(view.transfers
      ? {
          chip: view.chip ?? null,
          transfers: {
            made: view.transfers.made,
            free: view.transfers.free,
            firstSquad: view.transfers.firstSquad ?? false,
          },
          transferHit: view.transfers.hitPoints,
          ...(view.attacks.length === 0 ? { notYetPlaying: true } : {}),
        }
      : {}),
  };
}

/**
 * What the Lead did to one attack, as its report line says it: the multiplier applied to the
 * block's points, or (rules with leadOnBreaches) to the breach's penalty. Null when it did nothing.
 * The words follow the sign of the points, so a doubled breach never reads as a bonus.
 */
export function leadEffectLabel(
  attack: Pick<AttackView, 'blocked' | 'leadDoubled'>,
  multiplier: number,
): string | null {
  if (!attack.leadDoubled) return null;
  return attack.blocked ? `Lead: points ×${multiplier}` : `Lead: penalty ×${multiplier}`;
}
