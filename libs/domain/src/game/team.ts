/**
 * Team leagues: a class or a workplace runs its own league, and its owners see what the group
 * learned. Pure rules: what one member adds to the league's aggregates, and the owner's dashboard
 * built from those aggregates alone.
 *
 * Why aggregates: a dashboard that read the member list would cost 5,000 reads a view at the
 * largest league. Instead every change of a member's player record (an answer, a join, a leave, a
 * consent change) adds the difference it makes to one of TEAM_STATS_SHARDS shard documents of the
 * league, in the same transaction as the change. The aggregates are therefore always the sum, over
 * the league's current members, of what their own records say; leaving takes a member's part out.
 * Only the drill and daily-case counts of past weeks keep a member who left: they are head counts
 * of a finished week, not anyone's data, and the record cannot say them again.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { masteryOf, ZERO_COUNTS, type Counts, type FraudTally } from '../learning/mastery';
import type { WeekTally } from '../learning/record';

export const LEAGUE_KINDS = ['points', 'team', 'h2h'] as const;
export type LeagueKind = (typeof LEAGUE_KINDS)[number];

/** The most members a team league may have. */
export const MAX_TEAM_MEMBERS = 5_000;
/** A group figure about one fraud is shown only when at least this many members have answered about it. */
export const GROUP_MIN_CONTRIBUTORS = 5;
/** Aggregate documents per league: answers of many members at once do not queue on one document. */
export const TEAM_STATS_SHARDS = 8;
/** Consenting members read per threat for "who needs help", and shown at most. */
export const HELP_LIST_SIZE = 10;
/** Weeks of the trend the dashboard shows. */
export const TEAM_TREND_WEEKS = 12;

/** A member's seat in a team league, as their player record keeps it. */
export interface TeamSeat {
  /** The member lets the league's owners see their own progress (consent given at join). */
  share: boolean;
  /** Their id in this league's member list: random, never the uid. */
  memberId: string;
  joinedAt: number;
}

/** What the member did in the latest Threat Week they answered in (the drill done, a daily case answered). */
export interface TeamMark {
  week: number;
  drill: boolean;
  daily: boolean;
}

/** What the team aggregates need of a player record. */
export interface TeamState {
  teams: Record<string, TeamSeat>;
  frauds: Partial<Record<FraudId, FraudTally>>;
  weeks: readonly WeekTally[];
  mark: TeamMark | null;
}

/** The mark after answers given in `week`: a new week starts clean, then the flags only rise. */
export function nextTeamMark(
  mark: TeamMark | null | undefined,
  week: number,
  did: { drill: boolean; daily: boolean },
): TeamMark {
  const base = mark && mark.week === week ? mark : { week, drill: false, daily: false };
  return { week, drill: base.drill || did.drill, daily: base.daily || did.daily };
}

/**
 * Increments for a league's stats shard, by field name (see TeamShard). Flat names (`f_Phishing_hits`,
 * `w_3_played`), not nested maps: an increment of a top-level field is the same operation on every
 * Firestore, the local stand-in included (which cannot address a nested field).
 */
export type StatsDelta = Record<string, number>;

const COUNT_KEYS = ['fraudSeen', 'hits', 'genuineSeen', 'falseAlarms'] as const;

function add(delta: StatsDelta, path: string, amount: number): void {
  if (amount !== 0) delta[path] = (delta[path] ?? 0) + amount;
}

function answered(c: Counts): number {
  return c.fraudSeen + c.genuineSeen;
}

/** What one member's record adds to a league (their whole part, but the week marks). */
function contribution(state: TeamState, seat: TeamSeat, sign: 1 | -1, delta: StatsDelta): void {
  add(delta, 'sharing', seat.share ? sign : 0);
  const practised = FRAUD_IDS.filter((f) => state.frauds[f] && answered(state.frauds[f]!) > 0);
  add(delta, 'active', practised.length > 0 ? sign : 0);
  for (const f of practised) {
    const t = state.frauds[f]!;
    add(delta, `f_${f}_n`, sign);
    for (const k of COUNT_KEYS) add(delta, `f_${f}_${k}`, sign * t[k]);
  }
  for (const w of state.weeks) {
    if (answered(w) === 0) continue;
    add(delta, `w_${w.week}_played`, sign);
    for (const k of COUNT_KEYS) add(delta, `w_${w.week}_${k}`, sign * w[k]);
  }
}

function markPart(mark: TeamMark | null, sign: 1 | -1, delta: StatsDelta): void {
  if (!mark) return;
  add(delta, `w_${mark.week}_drill`, mark.drill ? sign : 0);
  add(delta, `w_${mark.week}_daily`, mark.daily ? sign : 0);
}

/**
 * Per team league the player is (or was) in, what the change from `before` to `after` adds to
 * the league's aggregates. Joining adds the member's whole record, leaving takes it out, an answer
 * adds its difference; a league with nothing to change is left out.
 */
export function teamStatsDeltas(before: TeamState, after: TeamState): Map<string, StatsDelta> {
  const out = new Map<string, StatsDelta>();
  const ids = new Set([...Object.keys(before.teams), ...Object.keys(after.teams)]);
  for (const id of ids) {
    const was = before.teams[id];
    const is = after.teams[id];
    const delta: StatsDelta = {};
    if (was) contribution(before, was, -1, delta);
    if (is) contribution(after, is, 1, delta);
    if (is) markPart(after.mark, 1, delta);
    // A finished week's marks stay counted: only a mark of the same week is taken back.
    if (was && (!is || before.mark?.week === after.mark?.week)) markPart(before.mark, -1, delta);
    for (const [path, n] of Object.entries(delta)) if (n === 0) delete delta[path];
    if (Object.keys(delta).length > 0) out.set(id, delta);
  }
  return out;
}

/** One stats shard as stored: flat counters (`sharing`, `active`, `f_<fraud>_<count>`, `w_<week>_<count>`), absent = 0. */
export type TeamShard = Record<string, number>;

/** The shards summed, by fraud and by week. */
export interface TeamTotals {
  sharing: number;
  active: number;
  f: Partial<Record<FraudId, Partial<Counts & { n: number }>>>;
  w: Record<string, Partial<Counts & { played: number; drill: number; daily: number }>>;
}

const FRAUD_SET: ReadonlySet<string> = new Set(FRAUD_IDS);

/** The shards summed into one (unknown fields are ignored). */
export function sumTeamShards(shards: readonly (TeamShard | null | undefined)[]): TeamTotals {
  const total: TeamTotals = { sharing: 0, active: 0, f: {}, w: {} };
  for (const s of shards) {
    for (const [key, value] of Object.entries(s ?? {})) {
      if (typeof value !== 'number') continue;
      if (key === 'sharing' || key === 'active') {
        total[key] += value;
        continue;
      }
      const [kind, id, field] = key.split('_');
      if (!id || !field) continue;
      if (kind === 'f' && FRAUD_SET.has(id)) {
        const into = (total.f[id as FraudId] ??= {}) as Record<string, number>;
        into[field] = (into[field] ?? 0) + value;
      } else if (kind === 'w' && /^\d+$/.test(id)) {
        const into = (total.w[id] ??= {}) as Record<string, number>;
        into[field] = (into[field] ?? 0) + value;
      }
    }
  }
  return total;
}

/** A consenting member as the "who needs help" query finds them. */
export interface HelpCandidate {
  memberId: string;
  name: string;
  /** Their own mastery of each fraud they practised, as of their last answer. */
  mastery: Partial<Record<FraudId, number>>;
  /** The last Threat Week they answered in. */
  lastWeek: number | null;
}

export interface TeamFraudRow {
  fraudId: FraudId;
  /** One of this week's headline threats. */
  threat: boolean;
  /** Members who have answered about this fraud. */
  contributors: number;
  /** Cases and questions answered about it, by the whole group. */
  answered: number;
  /** The group's mastery (masteryOf on the group's summed answers, the player's rule); null below GROUP_MIN_CONTRIBUTORS. */
  mastery: number | null;
}

export interface TeamHelpRow {
  memberId: string;
  name: string;
  /** Their mastery of each of this week's threats (null: not practised yet). */
  threats: { fraudId: FraudId; mastery: number | null }[];
  /** The mean over the threats (unpractised counts as 0, no evidence either way). */
  score: number;
  lastWeek: number | null;
}

export interface TeamTrendRow {
  week: number;
  played: number;
  drill: number;
  daily: number;
  answered: number;
  /** Share of the week's answers that were right; null with no answers. */
  accuracy: number | null;
}

export interface TeamDashboardView {
  leagueId: string;
  name: string;
  code: string;
  members: number;
  /** Members who let the owners see their own progress. */
  sharing: number;
  /** The caller created the league (co-owners see the same dashboard but cannot name co-owners). */
  ownedByMe: boolean;
  /** The league is entered in the public league of teams (team-table.ts). */
  inTeamTable: boolean;
  week: { number: number; headlineThreats: FraudId[] } | null;
  participation: {
    /** This week (the latest opened one): members who answered anything, did the whole drill, answered a daily case. */
    played: number;
    drill: number;
    daily: number;
    /** Members who have answered at least once this season. */
    activeEver: number;
  };
  minContributors: number;
  frauds: TeamFraudRow[];
  needsHelp: TeamHelpRow[];
  trend: TeamTrendRow[];
  /** Emulator only (benchmarks): documents read to build this view. */
  reads?: number;
}

function rightOf(c: Partial<Counts>): number {
  return (c.hits ?? 0) + (c.genuineSeen ?? 0) - (c.falseAlarms ?? 0);
}

function countsOfShard(c: Partial<Counts> | undefined): Counts {
  return {
    fraudSeen: c?.fraudSeen ?? 0,
    hits: c?.hits ?? 0,
    genuineSeen: c?.genuineSeen ?? 0,
    falseAlarms: c?.falseAlarms ?? 0,
  };
}

/** The owner's dashboard from the league, its summed shards, the current week and the help candidates. */
export function teamDashboard(input: {
  league: { id: string; name: string; code: string; members: number; ownedByMe: boolean; inTeamTable?: boolean };
  totals: TeamTotals;
  week: { number: number; headlineThreats: FraudId[] } | null;
  help: readonly HelpCandidate[];
}): TeamDashboardView {
  const { league, totals, week } = input;
  const threats = new Set(week?.headlineThreats ?? []);
  const groupCounts = FRAUD_IDS.map((f) => countsOfShard(totals.f[f]));
  const frauds: TeamFraudRow[] = FRAUD_IDS.map((f, i) => {
    const c = groupCounts[i] ?? { ...ZERO_COUNTS };
    const contributors = totals.f[f]?.n ?? 0;
    return {
      fraudId: f,
      threat: threats.has(f),
      contributors,
      answered: answered(c),
      mastery: contributors >= GROUP_MIN_CONTRIBUTORS ? masteryOf(c).mastery : null,
    };
  });
  const threatList = week?.headlineThreats ?? [];
  const needsHelp =
    threatList.length === 0
      ? []
      : input.help
          .map((h): TeamHelpRow => {
            const rows = threatList.map((f) => ({ fraudId: f, mastery: h.mastery[f] ?? null }));
            const score = rows.reduce((s, r) => s + (r.mastery ?? 0), 0) / rows.length;
            return { memberId: h.memberId, name: h.name, threats: rows, score, lastWeek: h.lastWeek };
          })
          .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
          .slice(0, HELP_LIST_SIZE);
  const weekNumbers = Object.keys(totals.w)
    .map(Number)
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
  const current = week?.number ?? weekNumbers.at(-1) ?? null;
  const trend: TeamTrendRow[] = weekNumbers
    .filter((n) => current === null || n <= current)
    .slice(-TEAM_TREND_WEEKS)
    .map((n) => {
      const w = totals.w[String(n)] ?? {};
      const count = (w.fraudSeen ?? 0) + (w.genuineSeen ?? 0);
      return {
        week: n,
        played: w.played ?? 0,
        drill: w.drill ?? 0,
        daily: w.daily ?? 0,
        answered: count,
        accuracy: count > 0 ? rightOf(w) / count : null,
      };
    });
  const now = current === null ? {} : (totals.w[String(current)] ?? {});
  return {
    leagueId: league.id,
    name: league.name,
    code: league.code,
    members: league.members,
    sharing: totals.sharing,
    ownedByMe: league.ownedByMe,
    inTeamTable: league.inTeamTable === true,
    week,
    participation: { played: now.played ?? 0, drill: now.drill ?? 0, daily: now.daily ?? 0, activeEver: totals.active },
    minContributors: GROUP_MIN_CONTRIBUTORS,
    frauds,
    needsHelp,
    trend,
  };
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: a member's name must stay text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function pct(x: number | null): string | null {
  return x === null ? null : (Math.round(x * 1000) / 10).toFixed(1);
}

/** The dashboard as CSV (one table per section, a blank line between), for a spreadsheet. */
export function teamDashboardCsv(view: TeamDashboardView): string {
  const lines: (string | number | null)[][] = [];
  lines.push(['League', view.name], ['Members', view.members], ['Sharing their progress', view.sharing]);
  lines.push(
    ['Week', view.week?.number ?? null],
    ['Played this week', view.participation.played],
    ['Drill done this week', view.participation.drill],
    ['Daily case this week', view.participation.daily],
    ['Played this season', view.participation.activeEver],
  );
  lines.push([]);
  lines.push(['Fraud', "This week's threat", 'Members who answered', 'Answers', 'Group mastery (−100 to 100)']);
  for (const f of view.frauds)
    lines.push([f.fraudId, f.threat ? 'yes' : 'no', f.contributors, f.answered, pct(f.mastery)]);
  lines.push([]);
  lines.push(['Week', 'Played', 'Drill done', 'Daily case', 'Answers', 'Right (%)']);
  for (const t of view.trend) lines.push([t.week, t.played, t.drill, t.daily, t.answered, pct(t.accuracy)]);
  lines.push([]);
  lines.push([
    'Needs help (members who share their progress)',
    ...(view.week?.headlineThreats.map((f) => `${f} mastery (−100 to 100)`) ?? []),
  ]);
  for (const h of view.needsHelp) lines.push([h.name, ...h.threats.map((t) => pct(t.mastery))]);
  return lines.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
