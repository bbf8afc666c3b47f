/**
 * The weekly drill and the daily case: which scenario cases a player gets, and what
 * right answers do to the week's block chances. Pure and deterministic; the case catalog is a
 * parameter (the content lives in `../content/cases`, the answers in the server-only answer key).
 *
 * Drill draw (rules v3+): the player's drill generator is sfc32 seeded with
 * sha256(weekSeed + ":drill:" + uid) — the secret week seed, so nobody can compute another
 * player's drill before the reveal, and a different stream from the attacks' playerRng. Each of
 * `size` cases: one rng draw picks a fraud by the week's draw weights (base weight × the forecast
 * multiplier for the headline threats, as the attacks are drawn) among the frauds that still have
 * an unused case and fewer than `maxPerFraud` cases in the drill; a second draw picks one of that
 * fraud's unused cases (in id order). When every fraud has at least `maxPerFraud` cases the frauds
 * of a drill depend only on the weights (what tools/balance computes exactly).
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { drawWeights } from './draw';
import { createRng, sha256Hex, type Rng } from './prng';
import { choiceOrder } from './quiz';
import { CURRENT_RULES, type DrillRules, type Ruleset } from './ruleset';

/** What the drill draw needs of a case. */
export interface DrillCase {
  readonly id: string;
  readonly fraudId: FraudId;
}

/** One answered drill case, as stored and as the match report carries it. */
export interface DrillResult {
  readonly caseId: string;
  /** The case's fraud (a legitimate case: the fraud it resembles): the fraud a right answer boosts. */
  readonly fraudId: FraudId;
  readonly correct: boolean;
}

/** The drill's generator for a player and a week (a stream separate from the attacks'). */
export function drillRng(weekSeed: string, uid: string): Rng {
  return createRng(sha256Hex(`${weekSeed}:drill:${uid}`));
}

/**
 * The case ids of a player's drill, in draw order. Empty for rules without a drill.
 * Two rng draws per case: the fraud (weighted), then the case of that fraud.
 */
export function drawDrill(
  weekSeed: string,
  uid: string,
  headlineThreats: readonly FraudId[],
  cases: readonly DrillCase[],
  rules: Ruleset = CURRENT_RULES,
): string[] {
  const drill = rules.drill;
  if (!drill) return [];
  const rng = drillRng(weekSeed, uid);
  const weights = drawWeights(headlineThreats, rules);
  const unused = new Map<FraudId, string[]>();
  for (const c of [...cases].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const list = unused.get(c.fraudId) ?? [];
    if (!list.includes(c.id)) list.push(c.id);
    unused.set(c.fraudId, list);
  }
  const taken = new Map<FraudId, number>();
  const out: string[] = [];
  for (let k = 0; k < drill.size; k++) {
    const pool = FRAUD_IDS.filter((f) => (unused.get(f)?.length ?? 0) > 0 && (taken.get(f) ?? 0) < drill.maxPerFraud);
    if (pool.length === 0) break;
    const total = pool.reduce((s, f) => s + weights[f], 0);
    const target = rng.next() * total;
    let fraud = pool[pool.length - 1] as FraudId;
    let running = 0;
    for (const f of pool) {
      running += weights[f];
      if (target < running) {
        fraud = f;
        break;
      }
    }
    const list = unused.get(fraud) ?? [];
    const [picked] = list.splice(Math.floor(rng.next() * list.length), 1);
    if (picked === undefined) break;
    out.push(picked);
    taken.set(fraud, (taken.get(fraud) ?? 0) + 1);
  }
  return out;
}

/**
 * What the drill draw gives two players, as tools/bench/drill-overlap.mjs measures it on the case
 * bank (new players, the demo season's five forecasts): the cases two drills share on average and
 * the share of pairs that share more than 2, and the packing bound, floor(C(bank, 3) / C(8, 3)):
 * at most that many drills of 8 can each share 2 or fewer with every other, so no draw can keep
 * every pair of a large league at 2. For the Help page; a domain test recomputes every figure,
 * so a larger bank or another draw cannot leave Help stale.
 *
 * Why the draw stays as it is: players' drills are independent (each from its own uid), so the
 * mean shared count is the sum over cases of P(case in a drill)², fixed by how often each fraud
 * is drawn and lowest when a fraud's cases are equally likely, which they are; the same holds for
 * shared pairs and triples of cases, which set the tail. Drawing fewer players onto the headline
 * frauds would lower it, but the drill is there to practise the forecast (and tools/balance
 * models its frauds exactly).
 */
export const DRILL_OVERLAP = Object.freeze({
  bankSize: 224,
  meanShared: 0.4,
  sharedOver2: 0.005,
  packingBound: 33_004,
});

/**
 * A case as one player sees it: its choices in the player's own order, seeded by the uid and the
 * case id (choiceOrder, as a wiki check shuffles its choices), and nothing else changed. Answers
 * name a choice by its id, never by its position, so "the answer is the second one" from another
 * account means nothing, and the order needs no storing: every read computes the same one. Used
 * for every case that leaves the server (drill, review, daily, checks): the daily case is the same
 * case for everyone, but not the same order.
 */
export function caseForPlayer<C extends { readonly id: string; readonly choices: readonly { readonly id: string }[] }>(
  c: C,
  uid: string,
): C {
  const order = choiceOrder(uid, `case:${c.id}`, c.choices.length);
  return { ...c, choices: order.map((k) => c.choices[k] as C['choices'][number]) };
}

/** The drill boost against each fraud: min(cap, per case × right answers of that fraud); 0 without a drill. */
export function drillBoosts(
  results: readonly DrillResult[] | undefined,
  rules: Ruleset = CURRENT_RULES,
): Record<FraudId, number> {
  const boosts = {} as Record<FraudId, number>;
  for (const f of FRAUD_IDS) boosts[f] = 0;
  const drill = rules.drill;
  if (!drill || !results) return boosts;
  const seen = new Set<string>();
  const right = {} as Record<FraudId, number>;
  for (const r of results) {
    if (!r.correct || seen.has(r.caseId)) continue;
    seen.add(r.caseId);
    right[r.fraudId] = (right[r.fraudId] ?? 0) + 1;
  }
  for (const f of FRAUD_IDS) boosts[f] = boostOf(right[f] ?? 0, drill);
  return boosts;
}

/** The boost of `right` right answers against one fraud. */
export function boostOf(right: number, drill: DrillRules): number {
  return Math.min(drill.boostCap, drill.boostPerCase * right);
}

/** P(block) with the drill: the boost acts like one more counter, 1 − (1 − chance)(1 − boost). */
export function chanceWithDrill(chance: number, boost: number): number {
  if (boost <= 0) return chance;
  return 1 - (1 - chance) * (1 - boost);
}

// ---- Daily case ---------------------------------------------------------------------------

/** The UTC day of a moment, "YYYY-MM-DD". */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC day before `day` ("YYYY-MM-DD"). */
export function previousUtcDay(day: string): string {
  return utcDay(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000);
}

/** When a UTC day ends (ms since epoch): the daily case's deadline. */
export function endOfUtcDay(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) + 86_400_000;
}

/**
 * The day's case: the same for every player on a UTC day, from sha256("daily:" + day). A player
 * whose weekly drill holds that case gets the next case of the day's order instead (so the daily
 * case never repeats their drill while another case exists).
 */
export function dailyCaseId(day: string, cases: readonly DrillCase[], exclude: readonly string[] = []): string | null {
  if (cases.length === 0) return null;
  const ids = [...new Set(cases.map((c) => c.id))].sort();
  const start = Math.floor(createRng(sha256Hex(`daily:${day}`)).next() * ids.length);
  const skip = new Set(exclude);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[(start + i) % ids.length] as string;
    if (!skip.has(id)) return id;
  }
  return ids[start] ?? null;
}

export interface DailyState {
  /** The last UTC day the player answered the daily case. */
  readonly lastDay: string | null;
  /** Days in a row up to lastDay. */
  readonly streak: number;
  readonly best: number;
}

/**
 * The streak after answering on `day`: +1 when the last answer was yesterday, else 1 (a missed day
 * resets). A wrong answer keeps the streak too: the habit is showing up and reading why; only a
 * right answer pays.
 */
export function nextStreak(state: DailyState | null | undefined, day: string): DailyState {
  const streak = state && state.lastDay === previousUtcDay(day) ? state.streak + 1 : 1;
  return { lastDay: day, streak, best: Math.max(state?.best ?? 0, streak) };
}

/** The streak as shown on a day: kept while yesterday or today was answered, else 0. */
export function currentStreak(state: DailyState | null | undefined, day: string): number {
  if (!state || !state.lastDay) return 0;
  return state.lastDay === day || state.lastDay === previousUtcDay(day) ? state.streak : 0;
}
