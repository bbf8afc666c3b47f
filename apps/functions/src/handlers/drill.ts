import {
  caseForPlayer,
  composeDrill,
  currentStreak,
  dailyCaseId,
  dailyExclusions,
  DomainError,
  effectiveWeekStatus,
  drillBoosts,
  endOfUtcDay,
  nextStreak,
  rulesFor,
  tenthsToCredits,
  utcDay,
  type CallableResponse,
  type CaseAnswerView,
  type ComposedDrill,
  type DrillResult,
  type FraudId,
  type ScenarioCase,
} from '@fraudshield/domain';
import type { CaseKey } from '@fraudshield/domain/answer-key';
import { dailyPay, withIncome } from './income';
import type { CallerContext, Parsed } from './context';
import type { PlayerStore } from './player-ports';
import { bankOf, learningOf, loggedCase, withAnswers } from './learning-record';
import type { PlayerDoc, StoredCaseAnswer, WeekDoc } from './records';

/**
 * The weekly drill and the daily case. Cases leave as their public half; the answer
 * key's half (right choice, flags, habit) only in the answer to the player's own answer. Answers
 * are stored on the player record (players/{uid}: drills, daily) in the same player change as
 * their ledger line, so a retried request replays and a second answer is refused.
 *
 * Up to a quarter of the drill is review cases (composeDrill in libs/domain/src/game/drill-review.ts),
 * the player's check cases stay out of the drill and the daily case, and every answer moves the
 * player's learning record and is logged (players/{uid}/answers) in the same change.
 */
export interface DrillDeps {
  players: PlayerStore;
  /** The current (open or locked, not settled) week and its secret seed; null when there is none. */
  currentWeek(): Promise<{ week: WeekDoc; seed: string } | null>;
  /** The number of the latest opened week (0 before the first): the week a daily answer counts in. */
  latestWeek(): Promise<number>;
  /** The public case catalog (SCENARIO_CASES). */
  cases: readonly ScenarioCase[];
  /** The server-only answer key. */
  keyOf(caseId: string): CaseKey | undefined;
}

/** Weeks of drill answers kept on the player record: the current week and the one before it (settlement may lag). */
const DRILL_WEEKS_KEPT = 2;

function caseOf(deps: DrillDeps, caseId: string): ScenarioCase | undefined {
  return deps.cases.find((c) => c.id === caseId);
}

export function answerView(
  c: ScenarioCase,
  key: CaseKey,
  stored: Pick<StoredCaseAnswer, 'choiceId' | 'correct'>,
): CaseAnswerView {
  return {
    caseId: c.id,
    choiceId: stored.choiceId,
    correct: stored.correct,
    answerId: key.answerId,
    legitimate: key.legitimate,
    flags: key.flags.map((f) => ({ quote: f.quote, why: f.why })),
    habit: key.habit,
    fraudId: c.fraudId,
    defenseIds: [...c.defenseIds],
  };
}

function keyFor(deps: DrillDeps, caseId: string): CaseKey {
  const key = deps.keyOf(caseId);
  if (!key) throw new Error(`no answer key for case ${caseId}`);
  return key;
}

/**
 * The player's drill for a week: the forecast draw and the reviews (composeDrill), plus any case
 * already answered (a catalog change never hides one).
 */
function playerDrill(
  week: WeekDoc,
  seed: string,
  uid: string,
  deps: Pick<DrillDeps, 'cases' | 'keyOf'>,
  player: PlayerDoc | null,
): ComposedDrill {
  const bank = bankOf(deps.cases, deps.keyOf);
  const record = learningOf(player, uid, bank, week.number);
  const drawn = composeDrill({
    weekSeed: seed,
    uid,
    headlineThreats: week.headlineThreats,
    cases: deps.cases,
    rules: rulesFor(week.rulesVersion),
    record,
    week: week.number,
    bank,
  });
  const answered = Object.keys(player?.drills?.[week.id] ?? {});
  return {
    caseIds: [...drawn.caseIds, ...answered.filter((id) => !drawn.caseIds.includes(id))],
    reviewIds: drawn.reviewIds,
  };
}

/** The drill answers of a week as the engine reads them (settlement). */
export function drillResultsOf(player: Pick<PlayerDoc, 'drills'>, weekId: string): DrillResult[] {
  return Object.values(player.drills?.[weekId] ?? {})
    .sort((a, b) => a.at - b.at || (a.caseId < b.caseId ? -1 : 1))
    .map((a) => ({ caseId: a.caseId, fraudId: a.fraudId, correct: a.correct }));
}

export async function getDrill(
  ctx: CallerContext,
  _input: Parsed<'drill_get'>,
  deps: DrillDeps,
): Promise<CallableResponse<'drill_get'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  const current = await deps.currentWeek();
  const rules = rulesFor(current?.week.rulesVersion);
  const drill = rules.drill;
  const none = {
    weekId: null,
    weekNumber: null,
    deadline: null,
    open: false,
    cases: [],
    boostPerCase: drill?.boostPerCase ?? 0,
    boostCap: drill?.boostCap ?? 0,
    boosts: [],
  };
  if (!current || !drill) return none;
  const { week, seed } = current;
  const answers = player.drills?.[week.id] ?? {};
  const composed = playerDrill(week, seed, ctx.uid, deps, player);
  const cases = composed.caseIds.flatMap((id) => {
    const c = caseOf(deps, id);
    if (!c) return [];
    const a = answers[id];
    return [
      {
        case: caseForPlayer(c, ctx.uid),
        answer: a ? answerView(c, keyFor(deps, id), a) : null,
        review: composed.reviewIds.includes(id),
      },
    ];
  });
  const boosts = drillBoosts(drillResultsOf(player, week.id), rules);
  return {
    weekId: week.id,
    weekNumber: week.number,
    deadline: new Date(week.deadline).toISOString(),
    open: effectiveWeekStatus(week, ctx.now) === 'open',
    cases,
    boostPerCase: drill.boostPerCase,
    boostCap: drill.boostCap,
    boosts: (Object.entries(boosts) as [FraudId, number][])
      .filter(([, b]) => b > 0)
      .map(([fraudId, boost]) => ({ fraudId, boost })),
  };
}

/**
 * Answers one drill case: once, only while the week is open (before its deadline), only a case
 * of the caller's own drill. Returns the grade and the answer key's explanation.
 */
export async function answerDrill(
  ctx: CallerContext,
  input: Parsed<'drill_answer'>,
  deps: DrillDeps,
): Promise<CallableResponse<'drill_answer'>> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const current = await deps.currentWeek();
  if (!current || !rulesFor(current.week.rulesVersion).drill) throw new DomainError('no-drill');
  const { week, seed } = current;
  if (input.weekId !== week.id || effectiveWeekStatus(week, ctx.now) !== 'open') throw new DomainError('drill-closed');
  const c = caseOf(deps, input.caseId);
  if (!c) throw new DomainError('not-in-drill');
  if (!c.choices.some((ch) => ch.id === input.choiceId)) throw new DomainError('invalid-input', 'unknown choice');
  const key = keyFor(deps, c.id);
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'drill', now: ctx.now }, (player) => {
    const drill = playerDrill(week, seed, ctx.uid, deps, player);
    if (!drill.caseIds.includes(c.id)) throw new DomainError('not-in-drill');
    const weekAnswers = player.drills?.[week.id] ?? {};
    if (weekAnswers[c.id]) throw new DomainError('case-already-answered');
    const stored: StoredCaseAnswer = {
      caseId: c.id,
      choiceId: input.choiceId,
      correct: input.choiceId === key.answerId,
      fraudId: c.fraudId,
      at: ctx.now,
    };
    const kept = Object.keys(player.drills ?? {})
      .filter((id) => id !== week.id)
      .sort()
      .slice(-(DRILL_WEEKS_KEPT - 1));
    const drills: Record<string, Record<string, StoredCaseAnswer>> = {};
    for (const id of kept) drills[id] = player.drills?.[id] ?? {};
    drills[week.id] = { ...weekAnswers, [c.id]: stored };
    const source = drill.reviewIds.includes(c.id) ? 'review' : 'drill';
    const graded = {
      source,
      fraudId: c.fraudId,
      genuine: key.legitimate,
      correct: stored.correct,
      caseId: c.id,
    } as const;
    return {
      player: withAnswers(player, { ...player, drills }, bankOf(deps.cases, deps.keyOf), week.number, [graded]),
      entry: {
        kind: 'drill',
        deltaTenths: 0,
        detail: `Week ${week.number} drill: ${source === 'review' ? 'review ' : ''}case ${c.id} answered ${stored.correct ? 'right' : 'wrong'}`,
        weekId: week.id,
      },
      result: answerView(c, key, stored),
      answers: { week: week.number, answers: [loggedCase(source, c, key.legitimate, input.choiceId, stored.correct)] },
    };
  });
}

/**
 * The day's case for a player and the week it counts in: the same for everyone, unless it is in
 * the player's drill this week or held for one of their checks.
 */
async function todaysCase(
  ctx: CallerContext,
  deps: DrillDeps,
  player: PlayerDoc,
  day: string,
): Promise<{ c: ScenarioCase | null; week: number }> {
  const current = await deps.currentWeek();
  const week = current ? current.week.number : await deps.latestWeek();
  const drill = current ? playerDrill(current.week, current.seed, ctx.uid, deps, player).caseIds : [];
  const record = learningOf(player, ctx.uid, bankOf(deps.cases, deps.keyOf), week);
  const id = dailyCaseId(day, deps.cases, dailyExclusions(drill, record, week));
  return { c: id ? (caseOf(deps, id) ?? null) : null, week };
}

export async function getDaily(
  ctx: CallerContext,
  _input: Parsed<'daily_get'>,
  deps: DrillDeps,
): Promise<CallableResponse<'daily_get'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  const day = utcDay(ctx.now);
  const daily = player.daily ?? null;
  const answeredToday = daily && daily.lastDay === day && daily.last ? daily.last : null;
  const today = answeredToday ? null : await todaysCase(ctx, deps, player, day);
  const c = answeredToday ? (caseOf(deps, answeredToday.caseId) ?? null) : (today?.c ?? null);
  const streak = currentStreak(daily, day);
  const week = today ? today.week : await deps.latestWeek();
  return {
    day,
    endsAt: new Date(endOfUtcDay(day)).toISOString(),
    case: c ? caseForPlayer(c, ctx.uid) : null,
    answer: c && answeredToday ? answerView(c, keyFor(deps, c.id), answeredToday) : null,
    streak,
    best: daily?.best ?? 0,
    reward: tenthsToCredits(dailyPay(player, week, answeredToday ? streak : nextStreak(daily, day).streak)),
  };
}

/**
 * Answers today's case: once per UTC day. The streak grows by one when yesterday was answered,
 * else restarts at 1; right or wrong, answering keeps it. A right answer pays dailyRewardTenths (within the week's cap under rules v5: handlers/income.ts).
 */
export async function answerDaily(
  ctx: CallerContext,
  input: Parsed<'daily_answer'>,
  deps: DrillDeps,
): Promise<CallableResponse<'daily_answer'>> {
  const day = utcDay(ctx.now);
  if (input.day !== day) throw new DomainError('daily-case-over');
  const before = await deps.players.getOrCreate(ctx, ctx.now);
  const { c, week } = await todaysCase(ctx, deps, before, day);
  if (!c || c.id !== input.caseId) throw new DomainError('invalid-input', "not today's case");
  if (!c.choices.some((ch) => ch.id === input.choiceId)) throw new DomainError('invalid-input', 'unknown choice');
  const key = keyFor(deps, c.id);
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'daily', now: ctx.now }, (player) => {
    if (player.daily?.lastDay === day) throw new DomainError('case-already-answered');
    const correct = input.choiceId === key.answerId;
    const next = nextStreak(player.daily, day);
    // Within the week's cap under rules v5 (uncapped before).
    const rewardTenths = correct ? dailyPay(player, week, next.streak) : 0;
    const balanceTenths = player.balanceTenths + rewardTenths;
    const stored: StoredCaseAnswer = {
      caseId: c.id,
      choiceId: input.choiceId,
      correct,
      fraudId: c.fraudId,
      at: ctx.now,
    };
    const graded = { source: 'daily', fraudId: c.fraudId, genuine: key.legitimate, correct, caseId: c.id } as const;
    const updated = {
      ...player,
      balanceTenths,
      daily: { lastDay: day, streak: next.streak, best: next.best, last: stored },
      ...(rewardTenths > 0 ? { income: withIncome(player, week, 'daily', rewardTenths) } : {}),
    };
    return {
      player: withAnswers(player, updated, bankOf(deps.cases, deps.keyOf), week, [graded]),
      entry: {
        kind: 'daily',
        deltaTenths: rewardTenths,
        detail: `Daily case ${day}: ${correct ? 'right' : 'wrong'}, streak ${next.streak}`,
      },
      result: {
        ...answerView(c, key, stored),
        streak: next.streak,
        best: next.best,
        reward: tenthsToCredits(rewardTenths),
        balance: tenthsToCredits(balanceTenths),
      },
      answers: { week, answers: [loggedCase('daily', c, key.legitimate, input.choiceId, correct)] },
    };
  });
}
