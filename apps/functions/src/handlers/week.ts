import {
  CURRENT_RULES_VERSION,
  DomainError,
  effectiveWeekStatus,
  hashSeed,
  ownershipShares,
  toMatchReportView,
  validateHeadlineThreats,
  weekIdOf,
  type CurrentWeek,
  type MatchReportView,
  type OwnershipCounts,
  type OwnershipView,
  type WeekView,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import { actorOf, auditEntry, type AdminAuditDoc } from './admin';
import type { ReportDoc, SeasonDoc, WeekDoc } from './records';

/** Reading and opening threat weeks. The seed never leaves the server before settlement. */

export interface WeekDeps {
  readSeason(): Promise<SeasonDoc>;
  readWeek(weekId: string): Promise<WeekDoc | null>;
  readReport(weekId: string, uid: string): Promise<ReportDoc | null>;
  /** A settled week's ownership counts, its ranking shards summed (bounded reads); null when none. */
  readOwnership(weekId: string): Promise<OwnershipCounts | null>;
  /** Claims the week number (create()) and writes its audit entry in the same commit; false when the number was already taken (nothing written). */
  createWeek(week: WeekDoc, seed: string, audit: AdminAuditDoc): Promise<boolean>;
  /** 32 random bytes as hex. */
  randomSeed(): string;
}

function toWeekView(week: WeekDoc, now: number): WeekView {
  const status = effectiveWeekStatus(week, now);
  return {
    id: week.id,
    number: week.number,
    status,
    deadline: new Date(week.deadline).toISOString(),
    headlineThreats: [...week.headlineThreats],
    seedHash: week.seedHash,
    rulesVersion: week.rulesVersion ?? 1,
    // Commit–reveal: the seed is shown only once the week is settled.
    ...(status === 'settled' && week.seed ? { seed: week.seed } : {}),
  };
}

export async function getCurrentWeek(
  ctx: CallerContext,
  _input: Parsed<'week_getCurrent'>,
  deps: WeekDeps,
): Promise<CurrentWeek> {
  const season = await deps.readSeason();
  // The season names the last settled week, so its ownership summary is read beside the weeks
  // (one round trip after the season's, not a third one after the week's). The season doc points
  // there only once the week is marked settled, which is after the fold wrote the summary
  // (handlers/settlement.ts finishWeek), so this read is rarely wasted, and the counts are shown
  // only when the week doc read with it says settled. Reads stay 1 + 2 + the summary's.
  const [current, last, counts] = await Promise.all([
    season.currentWeekId ? deps.readWeek(season.currentWeekId) : Promise.resolve(null),
    season.lastSettledWeekId ? deps.readWeek(season.lastSettledWeekId) : Promise.resolve(null),
    season.lastSettledWeekId ? deps.readOwnership(season.lastSettledWeekId) : Promise.resolve(null),
  ]);
  const lastSettled = last && last.status === 'settled' ? last : null;
  return {
    week: current && current.status !== 'settled' ? toWeekView(current, ctx.now) : null,
    lastSettled: lastSettled ? toWeekView(lastSettled, ctx.now) : null,
    ownership: lastSettled ? ownershipOf(lastSettled, counts) : null,
  };
}

/**
 * The shares of players who owned, deployed and led each card in a settled week, from the
 * counts its ranking pass stored. Null (the web shows nothing) when the week was settled
 * before ownership was counted or nobody was counted: never a made-up number.
 */
function ownershipOf(week: WeekDoc, counts: OwnershipCounts | null): OwnershipView | null {
  if (!counts || counts.players === 0) return null;
  return { weekId: week.id, weekNumber: week.number, players: counts.players, cards: ownershipShares(counts) };
}

/**
 * The caller's own report for a settled week (reports are keyed by uid: no one else's), or null
 * when they have none: a settled week writes every report before it is marked settled, so null is
 * final, and an answer rather than an error (a 404 is a failed request in the browser's console).
 */
export async function getWeekReport(
  ctx: CallerContext,
  input: Parsed<'week_getReport'>,
  deps: WeekDeps,
): Promise<MatchReportView | null> {
  const week = await deps.readWeek(input.weekId);
  if (!week) throw new DomainError('week-not-found');
  if (week.status !== 'settled' || !week.seed) throw new DomainError('week-not-settled');
  const doc = await deps.readReport(week.id, ctx.uid);
  if (!doc) return null;
  return toMatchReportView(week, doc.report);
}

/** admin_openWeek: refused while a week is open or locked; publishes only the seed's hash. */
export async function openWeek(ctx: CallerContext, input: Parsed<'admin_openWeek'>, deps: WeekDeps): Promise<WeekView> {
  const deadline = Date.parse(input.deadline);
  if (!Number.isFinite(deadline) || deadline <= ctx.now) throw new DomainError('invalid-deadline');
  const forecast = validateHeadlineThreats(input.headlineThreats);
  if (!forecast.ok) throw new DomainError('invalid-input', `headlineThreats: ${forecast.reason}`);

  const season = await deps.readSeason();
  if (season.currentWeekId) {
    const current = await deps.readWeek(season.currentWeekId);
    if (current && current.status !== 'settled') throw new DomainError('week-already-open');
  }
  const number = season.weekCount + 1;
  const seed = deps.randomSeed();
  const week: WeekDoc = {
    id: weekIdOf(number),
    number,
    status: 'open',
    deadline,
    lockedAt: null,
    headlineThreats: forecast.headlineThreats,
    seedHash: hashSeed(seed),
    seed: null,
    openedAt: ctx.now,
    settledAt: null,
    settlement: null,
    rulesVersion: CURRENT_RULES_VERSION,
  };
  // The audit entry names the opener: an admin, or the season clock (handlers/schedule.ts).
  const audit = auditEntry(
    actorOf(ctx),
    'open-week',
    ctx.now,
    `Week ${number} (${week.id}), deadline ${new Date(deadline).toISOString()}, headline threats ${week.headlineThreats.join(', ')}`,
  );
  // Another admin opened this number first.
  if (!(await deps.createWeek(week, seed, audit))) throw new DomainError('week-already-open');
  return toWeekView(week, ctx.now);
}
