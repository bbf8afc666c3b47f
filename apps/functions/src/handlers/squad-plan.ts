import {
  CURRENT_RULES,
  DomainError,
  chipOfWeek,
  chipsLeft,
  effectiveWeekStatus,
  firstFreeTransfers,
  forecastHorizon,
  nextFreeTransfers,
  pendingPlan,
  playChip as playChipRule,
  rulesFor,
  scheduledForecast,
  transferHit,
  transfersMade,
  type CallableResponse,
  type ChipId,
  type DefenseId,
  type DrillResult,
  type ForecastView,
  type FraudId,
  type PlannedWeek,
  type Ruleset,
  type SquadPlanView,
  type TransfersView,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { PlayerStore } from './player-ports';
import type { PlayerWeekExtras } from './settlement';
import type { PlayerDoc, SeasonDoc, TransferStateDoc, WeekDoc } from './records';

/**
 * Rules v5's planning: squad_getPlan (the caller's transfers this week, their chips, and the
 * forecasts published ahead) and squad_playChip. The rules are libs/domain's (transfers.ts,
 * chips.ts, forecast-schedule.ts); what is stored is on the player doc (chips, transfers), so
 * settlement reads nothing more per player than it did (infra/settlement-store.ts).
 *
 * Firestore limits: a chip is one player change, i.e. one transaction writing the player doc, its
 * ledger line and the request record (3 of the 500 writes a commit allows); the player doc takes
 * about one write a second sustained, and only its owner's changes write it (squad_playChip's rate
 * limit: 10 at once, 30 an hour). getPlan only reads (4 documents), so the season seed document every
 * plan reads is no hot spot: the one-write-a-second limit is on writes, and it is written once.
 */

export interface SquadPlanDeps {
  players: Pick<PlayerStore, 'getOrCreate' | 'change'>;
  readSeason(): Promise<SeasonDoc>;
  readWeek(weekId: string): Promise<WeekDoc | null>;
  /** The admins' season plan (meta/seasonPlan). */
  readPlan(): Promise<PlannedWeek[]>;
  /** The season's forecast seed: server-only, created once on first use (never sent to a client). */
  seasonSeed(): Promise<string>;
  /** The rules the next weeks will open under (default CURRENT_RULES): how far ahead forecasts are published. */
  rulesAhead?: Ruleset;
}

/** The week being played (open or locked, not settled), or null between weeks. */
async function currentWeek(deps: SquadPlanDeps, season: SeasonDoc): Promise<WeekDoc | null> {
  if (!season.currentWeekId) return null;
  const week = await deps.readWeek(season.currentWeekId);
  return week && week.status !== 'settled' ? week : null;
}

/**
 * Whether weeks not yet open take their forecast from the season seed (scheduledForecast): when
 * the rules they will open under publish forecasts ahead. Before v5 the season clock draws a
 * fresh forecast when a week opens, so nothing is known ahead but the admins' plan.
 */
export function forecastsScheduled(rulesAhead: Ruleset = CURRENT_RULES): boolean {
  return forecastHorizon(rulesAhead) > 1;
}

/**
 * Week `number`'s forecast before it opens: the admins' planned one when they planned that week,
 * else the season seed's (when forecasts are scheduled), else unknown (null).
 */
export function forecastOf(
  number: number,
  plan: readonly PlannedWeek[],
  weekCount: number,
  seasonSeed: string | null,
): FraudId[] | null {
  const planned = pendingPlan([...plan], weekCount).find((w) => w.number === number);
  if (planned) return [...planned.headlineThreats];
  return seasonSeed !== null ? scheduledForecast(seasonSeed, number) : null;
}

/**
 * The forecasts published now: the week being played (its own forecast) and the next ones up to
 * the rules' horizon; between weeks, the next week and the ones after it. Never a week's seed.
 */
async function publishedForecasts(deps: SquadPlanDeps, season: SeasonDoc, week: WeekDoc | null) {
  const rulesAhead = deps.rulesAhead ?? CURRENT_RULES;
  const horizon = forecastHorizon(rulesAhead);
  const out: ForecastView[] = week ? [{ weekNumber: week.number, headlineThreats: [...week.headlineThreats] }] : [];
  const next = week ? week.number + 1 : season.weekCount + 1;
  // With a week being played, the horizon counts it; between weeks, the next week and the ones after it.
  const ahead = week ? horizon - 1 : horizon;
  if (ahead <= 0) return out;
  const [plan, seed] = await Promise.all([
    deps.readPlan(),
    forecastsScheduled(rulesAhead) ? deps.seasonSeed() : Promise.resolve(null),
  ]);
  for (let n = next; n < next + ahead; n++) {
    const threats = forecastOf(n, plan, season.weekCount, seed);
    if (threats) out.push({ weekNumber: n, headlineThreats: threats });
  }
  return out;
}

/** What a player's transfers are in week `weekNumber` under `rules`: the figures both the plan and settlement use. */
export interface WeekTransfers {
  made: number;
  free: number;
  /** The player has never fielded a squad in a settled week: this week's buys are their first squad (free). */
  firstSquad: boolean;
  chip: ChipId | null;
  hitPoints: number;
}

/** The transfer state stored for `weekNumber`, or the default of a player with none (no transfer counted). */
function stateFor(
  player: PlayerDoc,
  weekNumber: number,
  rules: Ruleset,
): Pick<TransferStateDoc, 'free'> & {
  ownedAtStart: DefenseId[] | null;
} {
  const st = player.transfers;
  if (st && st.week === weekNumber) return { free: st.free, ownedAtStart: st.ownedAtStart };
  // Never settled: the player joined with nothing, so every card they own is a transfer (their
  // first squad's: free). Settled but with no state for this week (settled before transfers were
  // kept): the cards owned when the week opened are unknown, so no transfer is counted.
  return { free: firstFreeTransfers(rules), ownedAtStart: player.settledWeek === undefined ? [] : null };
}

export function weekTransfers(player: PlayerDoc, weekNumber: number, rules: Ruleset): WeekTransfers {
  const state = stateFor(player, weekNumber, rules);
  const owned = player.squad.owned.map((o) => o.defenseId);
  const made = state.ownedAtStart === null ? 0 : transfersMade(state.ownedAtStart, owned);
  const firstSquad = player.playing !== true;
  const chip = rules.chips ? chipOfWeek(player.chips ?? {}, weekNumber) : null;
  const hitPoints = transferHit(made, state.free, rules, { firstSquad, wildcard: chip === 'wildcard' });
  return { made, free: state.free, firstSquad, chip, hitPoints };
}

/**
 * The transfer state settlement writes for the week after `weekNumber`: the cards owned at this
 * deadline and the free transfers rolled over (nextFreeTransfers). A week played under rules
 * without transfers hands on the first free transfers of the current rules (a switch to v5
 * starts every player at freePerWeek).
 */
export function nextTransferState(
  player: PlayerDoc,
  weekNumber: number,
  rules: Ruleset,
  t: WeekTransfers,
): TransferStateDoc {
  const free = rules.transfers
    ? nextFreeTransfers(t.free, t.made, rules, { firstSquad: t.firstSquad, wildcard: t.chip === 'wildcard' })
    : firstFreeTransfers(CURRENT_RULES);
  return { week: weekNumber + 1, free, ownedAtStart: player.squad.owned.map((o) => o.defenseId) };
}

/**
 * What settlement scores a player's week with beyond the squad (PlayerWeekExtras) and the transfer
 * state it hands on to the next week, from the player doc alone: settlement reads nothing more.
 */
export function settlementInputs(
  player: PlayerDoc,
  week: Pick<WeekDoc, 'number' | 'rulesVersion'>,
  drill: readonly DrillResult[],
): { extras: PlayerWeekExtras; next: TransferStateDoc } {
  const rules = rulesFor(week.rulesVersion ?? 1);
  const t = weekTransfers(player, week.number, rules);
  return {
    extras: {
      drill,
      chip: t.chip,
      transfers: { made: t.made, free: t.free, firstSquad: t.firstSquad },
      notYetPlaying: player.playing !== true,
    },
    next: nextTransferState(player, week.number, rules, t),
  };
}

function transfersView(player: PlayerDoc, week: WeekDoc | null, rules: Ruleset): TransfersView | null {
  if (!week || !rules.transfers) return null;
  const t = weekTransfers(player, week.number, rules);
  return {
    free: t.free,
    made: t.made,
    hitPoints: t.hitPoints,
    freeWeek: t.firstSquad ? 'first-squad' : t.chip === 'wildcard' ? 'wildcard' : null,
    hitPerTransfer: rules.transfers.hitPoints,
    maxFree: rules.transfers.maxFree,
  };
}

/** The rules of the week being played; between weeks, the rules the next week opens under. */
function rulesNow(deps: SquadPlanDeps, week: WeekDoc | null): Ruleset {
  return week ? rulesFor(week.rulesVersion) : (deps.rulesAhead ?? CURRENT_RULES);
}

function planView(player: PlayerDoc, week: WeekDoc | null, rules: Ruleset, forecasts: ForecastView[]): SquadPlanView {
  const played = rules.chips ? (player.chips ?? {}) : {};
  return {
    rulesVersion: rules.version,
    weekNumber: week?.number ?? null,
    transfers: transfersView(player, week, rules),
    chipsPlayed: { ...played },
    chipThisWeek: week && rules.chips ? chipOfWeek(played, week.number) : null,
    chipsLeft: chipsLeft(played, rules),
    forecasts,
  };
}

/** squad_getPlan: reads the player (created on a first call), the season, its week, the plan and the season seed. */
export async function getPlan(
  ctx: CallerContext,
  _input: Parsed<'squad_getPlan'>,
  deps: SquadPlanDeps,
): Promise<CallableResponse<'squad_getPlan'>> {
  const [player, season] = await Promise.all([deps.players.getOrCreate(ctx, ctx.now), deps.readSeason()]);
  const week = await currentWeek(deps, season);
  return planView(player, week, rulesNow(deps, week), await publishedForecasts(deps, season, week));
}

/**
 * squad_playChip: plays a chip in the open week (libs/domain playChip: each once a season, one a
 * week, before the deadline), once per request id: the chips are stored on the player doc in one
 * player change (a transaction, one ledger line). The week's status is read before the change,
 * as the shop does: a chip played in the last moment before the deadline counts.
 */
export async function playChip(
  ctx: CallerContext,
  input: Parsed<'squad_playChip'>,
  deps: SquadPlanDeps,
): Promise<CallableResponse<'squad_playChip'>> {
  const [, season] = await Promise.all([deps.players.getOrCreate(ctx, ctx.now), deps.readSeason()]);
  const week = await currentWeek(deps, season);
  const forecasts = await publishedForecasts(deps, season, week);
  const rules = rulesNow(deps, week);
  const status = week ? effectiveWeekStatus(week, ctx.now) : null;
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'chip', now: ctx.now }, (player) => {
    const result = playChipRule(player.chips ?? {}, input.chip, week?.number ?? 0, status, rules);
    if (!result.ok) {
      if (result.code === 'week-locked' && !week)
        throw new DomainError('week-locked', 'no week is open: a chip is played in an open week');
      throw new DomainError(result.code);
    }
    const updated: PlayerDoc = { ...player, chips: result.played };
    return {
      player: updated,
      entry: {
        kind: 'chip',
        deltaTenths: 0,
        detail: `Played the ${CHIP_LABELS[input.chip]} chip in week ${week?.number}`,
        ...(week ? { weekId: week.id } : {}),
      },
      result: planView(updated, week, rules, forecasts),
    };
  });
}

/** The chips' names in a ledger line. */
const CHIP_LABELS: Record<ChipId, string> = {
  wildcard: 'Wildcard',
  tripleLead: 'Triple Lead',
  fullBench: 'Full Bench',
};
