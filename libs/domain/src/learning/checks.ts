/**
 * Placement and delayed checks: short tests on cases the player has never seen, whose difference
 * is the measured learning gain.
 *
 * The plan (planChecks) is made once per player from their uid and the case bank: three checks of
 * CHECK_SIZE cases of CHECK_SIZE different frauds, CHECK_GENUINE of them genuine, the same frauds
 * (and where the bank allows, the same kind of case) in each check so they compare fraud by fraud.
 * Planned cases are kept out of the player's drills, reviews and daily cases until their check is
 * over (reservedCaseIds), and every fraud keeps CASES_LEFT_FOR_PLAY cases for play.
 *
 * When each check opens (checkStatuses): the placement from the first play; each delayed check
 * after DELAYED_CHECK_WEEKS weeks of play (weeks with a graded answer) counted from the week the
 * placement was finished (from the first play when there was none). A check not started by the
 * time the next one opens is missed; one started stays open until finished.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import {
  CASES_LEFT_FOR_PLAY,
  CHECK_GENUINE,
  CHECK_KINDS,
  CHECK_SIZE,
  weeksBeforeCheck,
  type CheckKind,
} from './constants';
import { orderBy } from './order';
import { weeksPlayedBetween, type BankEntry, type CheckAnswer, type CheckState, type LearningRecord } from './record';

/**
 * The player's three checks (case ids). `seen`: cases the player already answered (a player who
 * played before this record existed), never planned. Deterministic in (uid, bank, seen).
 */
export function planChecks(
  uid: string,
  bank: readonly BankEntry[],
  seen: ReadonlySet<string> = new Set(),
): Record<CheckKind, string[]> {
  const total = new Map<FraudId, number>();
  for (const c of bank) total.set(c.fraudId, (total.get(c.fraudId) ?? 0) + 1);
  const pools = new Map<FraudId, { fraud: string[]; genuine: string[] }>();
  for (const c of orderBy(bank, `${uid}:plan`, (c) => c.id)) {
    if (seen.has(c.id)) continue;
    const pool = pools.get(c.fraudId) ?? { fraud: [], genuine: [] };
    (c.genuine ? pool.genuine : pool.fraud).push(c.id);
    pools.set(c.fraudId, pool);
  }
  const capacity = new Map<FraudId, number>();
  for (const f of FRAUD_IDS) {
    const pool = pools.get(f);
    const unseen = pool ? pool.fraud.length + pool.genuine.length : 0;
    capacity.set(f, Math.min(unseen, Math.max(0, (total.get(f) ?? 0) - CASES_LEFT_FOR_PLAY)));
  }
  // Frauds that can sit in all three checks first, each group in the player's own order.
  const forms = CHECK_KINDS.length;
  const core = orderBy(FRAUD_IDS, `${uid}:frauds`, (f) => f).sort(
    (a, b) => Math.min(forms, capacity.get(b) ?? 0) - Math.min(forms, capacity.get(a) ?? 0),
  );
  const plan = {} as Record<CheckKind, string[]>;
  const genuineInPlacement = new Set<FraudId>();
  for (const [i, kind] of CHECK_KINDS.entries()) {
    const hasFraud = (f: FraudId) => (pools.get(f)?.fraud.length ?? 0) > 0;
    const hasGenuine = (f: FraudId) => (pools.get(f)?.genuine.length ?? 0) > 0;
    let frauds = core.filter((f) => (capacity.get(f) ?? 0) > 0).slice(0, CHECK_SIZE);
    // A fraud with only genuine cases left must give one: more of them than CHECK_GENUINE are
    // traded for the next frauds that still have a fraud case.
    const spare = core.filter((f) => (capacity.get(f) ?? 0) > 0 && !frauds.includes(f) && hasFraud(f));
    for (const f of frauds.filter((x) => !hasFraud(x)).slice(CHECK_GENUINE)) {
      const s = spare.shift();
      if (s) frauds = frauds.map((x) => (x === f ? s : x));
    }
    const genuine = new Set(frauds.filter((f) => !hasFraud(f)));
    // The other genuine slots: frauds genuine in the placement first (they then compare), then those with most genuine cases.
    const candidates = frauds
      .filter((f) => hasFraud(f) && hasGenuine(f))
      .sort(
        (a, b) =>
          Number(genuineInPlacement.has(b)) - Number(genuineInPlacement.has(a)) ||
          (pools.get(b)?.genuine.length ?? 0) - (pools.get(a)?.genuine.length ?? 0),
      );
    for (const f of candidates) if (genuine.size < CHECK_GENUINE) genuine.add(f);
    if (i === 0) for (const f of genuine) genuineInPlacement.add(f);
    const ids: string[] = [];
    for (const f of frauds) {
      const pool = pools.get(f);
      if (!pool) continue;
      const [first, second] = genuine.has(f) ? [pool.genuine, pool.fraud] : [pool.fraud, pool.genuine];
      const id = first.shift() ?? second.shift();
      if (id === undefined) continue;
      ids.push(id);
      capacity.set(f, (capacity.get(f) ?? 0) - 1);
    }
    plan[kind] = ids;
  }
  return plan;
}

export type CheckStatus = 'open' | 'waiting' | 'done' | 'missed' | 'unavailable';

export interface CheckStatusView {
  status: CheckStatus;
  /** Weeks of play still to go before a waiting check opens. */
  weeksToGo: number | null;
}

function isComplete(c: CheckState): boolean {
  return c.caseIds.length > 0 && c.answers.length >= c.caseIds.length;
}

/** The week a complete check was finished in (its last answer). */
export function finishedWeek(c: CheckState): number | null {
  return isComplete(c) ? Math.max(...c.answers.map((a) => a.week)) : null;
}

/** The status of each check in Threat Week `week` (see the header). */
export function checkStatuses(record: LearningRecord, week: number): Record<CheckKind, CheckStatusView> {
  const placement = record.checks.placement;
  const base = finishedWeek(placement) ?? record.startWeek;
  const played = weeksPlayedBetween(record, base, week);
  const due = (weeks: number) => played >= weeks;
  const out = {} as Record<CheckKind, CheckStatusView>;
  for (const [i, kind] of CHECK_KINDS.entries()) {
    const c = record.checks[kind];
    const weeks = weeksBeforeCheck(kind) ?? 0;
    const nextWeeks = i + 1 < CHECK_KINDS.length ? (weeksBeforeCheck(CHECK_KINDS[i + 1] as CheckKind) ?? 0) : null;
    let view: CheckStatusView;
    if (c.caseIds.length === 0) view = { status: 'unavailable', weeksToGo: null };
    else if (isComplete(c)) view = { status: 'done', weeksToGo: null };
    else if (c.answers.length > 0) view = { status: 'open', weeksToGo: null };
    else if (!due(weeks)) view = { status: 'waiting', weeksToGo: weeks - played };
    else if (nextWeeks !== null && due(nextWeeks)) view = { status: 'missed', weeksToGo: null };
    else view = { status: 'open', weeksToGo: null };
    out[kind] = view;
  }
  return out;
}

/** The check the player can take now: the first open one, or null. */
export function openCheck(record: LearningRecord, week: number): CheckKind | null {
  const statuses = checkStatuses(record, week);
  return CHECK_KINDS.find((k) => statuses[k].status === 'open') ?? null;
}

/**
 * The cases kept out of the player's drills, reviews and daily cases in week `week`: every case of
 * a check still to come or under way, and of a check finished this week (so a drill drawn earlier
 * in the week stays the same drill).
 */
export function reservedCaseIds(record: LearningRecord, week: number): Set<string> {
  const statuses = checkStatuses(record, week);
  const out = new Set<string>();
  for (const kind of CHECK_KINDS) {
    const c = record.checks[kind];
    const s = statuses[kind].status;
    if (s === 'open' || s === 'waiting' || (s === 'done' && finishedWeek(c) === week))
      for (const id of c.caseIds) out.add(id);
  }
  return out;
}

export interface CheckResult {
  fraudSeen: number;
  hits: number;
  genuineSeen: number;
  falseAlarms: number;
  /** hits / fraudSeen; null without a fraud case. */
  hitRate: number | null;
  /** falseAlarms / genuineSeen; null without a genuine case. */
  falseAlarmRate: number | null;
}

/** A check's raw result (no smoothing: the checks are the measurement). */
export function checkResult(answers: readonly CheckAnswer[]): CheckResult {
  const fraud = answers.filter((a) => !a.genuine);
  const genuine = answers.filter((a) => a.genuine);
  const hits = fraud.filter((a) => a.correct).length;
  const falseAlarms = genuine.filter((a) => !a.correct).length;
  return {
    fraudSeen: fraud.length,
    hits,
    genuineSeen: genuine.length,
    falseAlarms,
    hitRate: fraud.length ? hits / fraud.length : null,
    falseAlarmRate: genuine.length ? falseAlarms / genuine.length : null,
  };
}

export interface LearningGain {
  /** The delayed check compared with the placement. */
  against: Exclude<CheckKind, 'placement'>;
  before: CheckResult;
  after: CheckResult;
  /** after − before (positive: more frauds recognised); null when a side has no fraud case. */
  hitRateChange: number | null;
  /** after − before (negative: fewer false alarms); null when a side has no genuine case. */
  falseAlarmRateChange: number | null;
  /** Frauds met in both checks with the same kind of case: right before, right after. */
  perFraud: { fraudId: FraudId; genuine: boolean; before: boolean; after: boolean }[];
}

function diff(after: number | null, before: number | null): number | null {
  return after === null || before === null ? null : after - before;
}

/** Learning gain: the latest finished delayed check minus the placement (null until both exist). */
export function learningGain(record: LearningRecord): LearningGain | null {
  const placement = record.checks.placement;
  if (!isComplete(placement)) return null;
  const against = (['delayed-2', 'delayed-1'] as const).find((k) => isComplete(record.checks[k]));
  if (!against) return null;
  const before = checkResult(placement.answers);
  const after = checkResult(record.checks[against].answers);
  const perFraud: LearningGain['perFraud'] = [];
  for (const b of placement.answers) {
    const a = record.checks[against].answers.find((x) => x.fraudId === b.fraudId && x.genuine === b.genuine);
    if (a && !perFraud.some((p) => p.fraudId === b.fraudId && p.genuine === b.genuine))
      perFraud.push({ fraudId: b.fraudId, genuine: b.genuine, before: b.correct, after: a.correct });
  }
  return {
    against,
    before,
    after,
    hitRateChange: diff(after.hitRate, before.hitRate),
    falseAlarmRateChange: diff(after.falseAlarmRate, before.falseAlarmRate),
    perFraud,
  };
}
