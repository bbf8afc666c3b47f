/**
 * Team leagues: a class or a workplace runs its own league, and its owners see what the group
 * learned. Pure rules: what one member's settled week adds to the league, the week snapshot those
 * parts make, and every figure the owners see (dashboard, CSV, owner email, league of teams) built
 * from snapshots alone.
 *
 * Why week snapshots: figures that followed the current member list would move when one member
 * joins or leaves, and the difference would be that member's answers. Instead each figure is frozen
 * when its week settles, over the members of that week: a member counts from the first week that
 * opened after they joined, and a member who leaves (or is removed, or deletes their account)
 * stays in the weeks already settled, as part of an aggregate, never as a record of their own.
 * Between two settlements no figure moves at all; across one, the change is a new week of at least
 * GROUP_MIN_CONTRIBUTORS members, or hidden.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { masteryOf, ZERO_COUNTS, type Counts, type FraudTally } from '../learning/mastery';

export const LEAGUE_KINDS = ['points', 'team', 'h2h'] as const;
export type LeagueKind = (typeof LEAGUE_KINDS)[number];

/** The most members a team league may have. */
export const MAX_TEAM_MEMBERS = 5_000;
/** A figure is shown only when it comes from at least this many members (per fraud, per week, in the trend). */
export const GROUP_MIN_CONTRIBUTORS = 5;
/** Consenting members read per threat for "who needs help", and shown at most. */
export const HELP_LIST_SIZE = 10;
/** Weeks of the trend the dashboard shows (and the snapshots a view reads). */
export const TEAM_TREND_WEEKS = 12;

/**
 * The promise a member reads before joining (the join screen) and anyone can read on the Help
 * page: one text, shown from this constant in both places.
 */
export const TEAM_PRIVACY_RULE =
  `The league's owners see group figures only, never which answer you gave. The figures are fixed when each Threat Week settles, over the members of that week: your answers count from the first week that starts after you join, and when you leave (or delete your account) the weeks already settled keep them inside the group's totals, never as your own record. Any figure from fewer than ${GROUP_MIN_CONTRIBUTORS} members is hidden. Owners see the day you joined, never the time. If you choose to share your progress, owners also see your own mastery of this week's threats, to help you.` as const;

/** Why a figure is not shown (the dashboard and the CSV say it where the number would be). */
export const TEAM_HIDDEN_REASON = `fewer than ${GROUP_MIN_CONTRIBUTORS} members` as const;

/** A member's seat in a team league, as their player record keeps it. */
export interface TeamSeat {
  /** The member lets the league's owners see their own progress (consent given at join). */
  share: boolean;
  /** Their id in this league's member list: random, never the uid. */
  memberId: string;
  joinedAt: number;
  /** They have answered in a week counted for this league (the "played this season" head count). */
  active?: boolean;
}

/** A join is refused once the league holds MAX_TEAM_MEMBERS. */
export function teamLeagueFull(members: number | undefined): boolean {
  return (members ?? 0) >= MAX_TEAM_MEMBERS;
}

/** A calendar day (UTC, YYYY-MM-DD): how join times are shown and kept in the member list, never the instant. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const COUNT_KEYS = ['fraudSeen', 'hits', 'genuineSeen', 'falseAlarms'] as const;

function answered(c: Partial<Counts>): number {
  return (c.fraudSeen ?? 0) + (c.genuineSeen ?? 0);
}

function rightOf(c: Partial<Counts>): number {
  return (c.hits ?? 0) + (c.genuineSeen ?? 0) - (c.falseAlarms ?? 0);
}

function minus(a: Counts | undefined, b: Counts | undefined): Counts {
  const out = { ...ZERO_COUNTS };
  for (const k of COUNT_KEYS) out[k] = Math.max(0, (a?.[k] ?? 0) - (b?.[k] ?? 0));
  return out;
}

function plus(a: Partial<Counts> | undefined, b: Partial<Counts> | undefined): Counts {
  const out = { ...ZERO_COUNTS };
  for (const k of COUNT_KEYS) out[k] = (a?.[k] ?? 0) + (b?.[k] ?? 0);
  return out;
}

/** The fraud counts a player's part is measured from: their tallies when their previous week settled. */
export type TeamBase = Partial<Record<FraudId, Counts>>;

/** The counts of a player's tallies, the next week's base. */
export function teamBaseOf(frauds: Partial<Record<FraudId, FraudTally>>): TeamBase {
  const out: TeamBase = {};
  for (const f of FRAUD_IDS) {
    const t = frauds[f];
    if (t && answered(t) > 0)
      out[f] = { fraudSeen: t.fraudSeen, hits: t.hits, genuineSeen: t.genuineSeen, falseAlarms: t.falseAlarms };
  }
  return out;
}

/**
 * One member's settled week for one league: what they answered since the previous settlement,
 * whether they did the whole drill and a daily case, and their points if they fielded a squad.
 * Stored only until the league's snapshot of the week is built, then deleted.
 */
export interface TeamWeekPart {
  week: number;
  frauds: Partial<Record<FraudId, Counts>>;
  drill: boolean;
  daily: boolean;
  /** The week's points, when they fielded a squad; null otherwise. */
  points: number | null;
  /** They had answered in a counted week before, or do in this one. */
  active: boolean;
}

/** What a player's settlement knows, for its team parts. */
export interface TeamSettleInput {
  teams: Record<string, TeamSeat>;
  frauds: Partial<Record<FraudId, FraudTally>>;
  base: TeamBase | null | undefined;
  week: { number: number; openedAt: number };
  drill: boolean;
  daily: boolean;
  points: number | null;
}

/**
 * A player's settlement, for their team leagues: one part per league they were in before the week
 * opened (a seat taken during the week counts from the next one), their seats marked active once
 * they answered in a counted week, and the base the next week's part is measured from.
 */
export function teamWeekParts(input: TeamSettleInput): {
  parts: { leagueId: string; memberId: string; part: TeamWeekPart }[];
  teams: Record<string, TeamSeat>;
  base: TeamBase;
} {
  const base = teamBaseOf(input.frauds);
  const frauds: Partial<Record<FraudId, Counts>> = {};
  // No base yet (the first settlement since they first joined a team league): nothing is
  // counted, whatever their history; the base starts now.
  if (input.base)
    for (const f of FRAUD_IDS) {
      const d = minus(base[f], input.base[f]);
      if (answered(d) > 0) frauds[f] = d;
    }
  const answeredNow = Object.keys(frauds).length > 0;
  const parts: { leagueId: string; memberId: string; part: TeamWeekPart }[] = [];
  const teams: Record<string, TeamSeat> = {};
  for (const [leagueId, seat] of Object.entries(input.teams)) {
    const counted = seat.joinedAt < input.week.openedAt;
    const active = seat.active === true || (counted && answeredNow);
    teams[leagueId] = active && !seat.active ? { ...seat, active: true } : seat;
    if (!counted) continue;
    parts.push({
      leagueId,
      memberId: seat.memberId,
      part: {
        week: input.week.number,
        frauds,
        drill: input.drill,
        daily: input.daily,
        points: input.points,
        active,
      },
    });
  }
  return { parts, teams, base };
}

/**
 * A league's settled week, over the members counted in it (stored as leagues/{id}/weeks/{week}
 * and never changed after). `season` carries the fraud counts of every week so far whose fraud
 * figure had at least GROUP_MIN_CONTRIBUTORS members, so a view reads the latest snapshot only.
 */
export interface TeamWeekSnapshot {
  week: number;
  /** Members counted in the week (in the league when it settled, joined before it opened). */
  members: number;
  /** Of those, who answered anything, did the whole drill, answered a daily case. */
  played: number;
  drill: number;
  daily: number;
  /** Of those, who have answered in a counted week so far. */
  active: number;
  /** The week's answers and how many were right (over every fraud). */
  answered: number;
  right: number;
  /** This week's answers per fraud and how many members gave them. */
  frauds: Partial<Record<FraudId, Counts & { n: number }>>;
  /** Season so far: per fraud, the counts of the weeks whose figure was shown, and how many weeks. */
  season: Partial<Record<FraudId, Counts & { weeks: number }>>;
  /** Points of the members who fielded a squad (the league of teams). */
  points: { n: number; sum: number };
}

/** The week's snapshot from its members' parts and the previous snapshot (for the season sums). */
export function teamWeekSnapshot(
  week: number,
  parts: readonly TeamWeekPart[],
  previous: Pick<TeamWeekSnapshot, 'season'> | null,
): TeamWeekSnapshot {
  const snap: TeamWeekSnapshot = {
    week,
    members: 0,
    played: 0,
    drill: 0,
    daily: 0,
    active: 0,
    answered: 0,
    right: 0,
    frauds: {},
    season: Object.fromEntries(Object.entries(previous?.season ?? {}).map(([f, c]) => [f, { ...c }])),
    points: { n: 0, sum: 0 },
  };
  for (const p of parts) {
    snap.members += 1;
    let count = 0;
    for (const f of FRAUD_IDS) {
      const c = p.frauds[f];
      if (!c || answered(c) === 0) continue;
      const row = snap.frauds[f] ?? { ...ZERO_COUNTS, n: 0 };
      snap.frauds[f] = { ...plus(row, c), n: row.n + 1 };
      count += answered(c);
      snap.answered += answered(c);
      snap.right += rightOf(c);
    }
    if (count > 0) snap.played += 1;
    if (p.drill) snap.drill += 1;
    if (p.daily) snap.daily += 1;
    if (p.active) snap.active += 1;
    if (p.points !== null) {
      snap.points.n += 1;
      snap.points.sum += p.points;
    }
  }
  for (const f of FRAUD_IDS) {
    const row = snap.frauds[f];
    if (!row || row.n < GROUP_MIN_CONTRIBUTORS) continue;
    const was = snap.season[f];
    snap.season[f] = { ...plus(was, row), weeks: (was?.weeks ?? 0) + 1 };
  }
  return snap;
}

/** A head count or a figure over `contributors` members: the number, or null below the minimum. */
function shown<T>(contributors: number, value: T): T | null {
  return contributors >= GROUP_MIN_CONTRIBUTORS ? value : null;
}

/** A consenting member as the "who needs help" query finds them. */
export interface HelpCandidate {
  memberId: string;
  name: string;
  /** Their own mastery of each fraud they practised, as of their last settled week. */
  mastery: Partial<Record<FraudId, number>>;
  /** The last Threat Week they answered in. */
  lastWeek: number | null;
}

export interface TeamFraudRow {
  fraudId: FraudId;
  /** One of this week's headline threats. */
  threat: boolean;
  /** Members who answered about it in the latest settled week; null below GROUP_MIN_CONTRIBUTORS. */
  contributors: number | null;
  /** Answers about it this season, in the weeks whose figure was shown; null when none was. */
  answered: number | null;
  /** The group's mastery on those answers (masteryOf, the player's rule); null when none was shown. */
  mastery: number | null;
  /** Why the figures are not shown (null when they are). */
  hidden: string | null;
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

/** One settled week of the trend; every figure null below GROUP_MIN_CONTRIBUTORS members who played. */
export interface TeamTrendRow {
  week: number;
  played: number | null;
  drill: number | null;
  daily: number | null;
  answered: number | null;
  /** Share of the week's answers that were right. */
  accuracy: number | null;
  hidden: string | null;
}

export interface TeamDashboardView {
  leagueId: string;
  name: string;
  code: string;
  /** Members now (the member list shows them anyway); every other figure is from settled weeks. */
  members: number;
  /** The caller created the league (co-owners see the same dashboard but cannot name co-owners). */
  ownedByMe: boolean;
  /** The league is entered in the public league of teams (team-table.ts). */
  inTeamTable: boolean;
  week: { number: number; headlineThreats: FraudId[] } | null;
  /** The latest settled week the figures are from (null: none settled since the league began). */
  settledWeek: number | null;
  participation: {
    /** In the latest settled week: members counted, who answered anything, did the whole drill, answered a daily case. */
    counted: number | null;
    played: number | null;
    drill: number | null;
    daily: number | null;
    /** Members counted who have answered in a counted week this season. */
    activeEver: number | null;
  };
  minContributors: number;
  /** Why a null figure is not shown. */
  hiddenReason: string;
  frauds: TeamFraudRow[];
  needsHelp: TeamHelpRow[];
  trend: TeamTrendRow[];
}

/**
 * The owner's dashboard from the league, its latest snapshots (any order, at most
 * TEAM_TREND_WEEKS are used), the current week and the help candidates.
 */
export function teamDashboard(input: {
  league: { id: string; name: string; code: string; members: number; ownedByMe: boolean; inTeamTable?: boolean };
  snapshots: readonly TeamWeekSnapshot[];
  week: { number: number; headlineThreats: FraudId[] } | null;
  help: readonly HelpCandidate[];
}): TeamDashboardView {
  const { league, week } = input;
  const weeks = [...input.snapshots].sort((a, b) => a.week - b.week).slice(-TEAM_TREND_WEEKS);
  const latest = weeks.at(-1) ?? null;
  const threats = new Set(week?.headlineThreats ?? []);
  const frauds: TeamFraudRow[] = FRAUD_IDS.map((f) => {
    const season = latest?.season[f];
    const thisWeek = latest?.frauds[f];
    const counted = season && season.weeks > 0 ? season : null;
    return {
      fraudId: f,
      threat: threats.has(f),
      contributors: shown(thisWeek?.n ?? 0, thisWeek?.n ?? 0),
      answered: counted ? answered(counted) : null,
      mastery: counted ? masteryOf(counted).mastery : null,
      hidden: counted ? null : TEAM_HIDDEN_REASON,
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
  const trend: TeamTrendRow[] = weeks.map((s) => {
    const ok = s.played >= GROUP_MIN_CONTRIBUTORS;
    return {
      week: s.week,
      played: ok ? s.played : null,
      drill: ok ? shown(s.drill, s.drill) : null,
      daily: ok ? shown(s.daily, s.daily) : null,
      answered: ok ? s.answered : null,
      accuracy: ok && s.answered > 0 ? s.right / s.answered : null,
      hidden: ok ? null : TEAM_HIDDEN_REASON,
    };
  });
  const now = latest ?? { members: 0, played: 0, drill: 0, daily: 0, active: 0 };
  return {
    leagueId: league.id,
    name: league.name,
    code: league.code,
    members: league.members,
    ownedByMe: league.ownedByMe,
    inTeamTable: league.inTeamTable === true,
    week,
    settledWeek: latest?.week ?? null,
    participation: {
      counted: shown(now.members, now.members),
      played: shown(now.played, now.played),
      drill: shown(now.drill, now.drill),
      daily: shown(now.daily, now.daily),
      activeEver: shown(now.active, now.active),
    },
    minContributors: GROUP_MIN_CONTRIBUTORS,
    hiddenReason: TEAM_HIDDEN_REASON,
    frauds,
    needsHelp,
    trend,
  };
}

/**
 * A spreadsheet cell. Numbers stay numbers (a negative mastery is -30.0, not text); text that a
 * spreadsheet would run as a formula (= + - @ first, as a member's or league's name could start)
 * is prefixed with ' to stay text.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** −1…1 as −100.0…100.0, a number (one decimal). */
function scaled(x: number | null): number | null {
  return x === null ? null : Math.round(x * 1000) / 10;
}

const hiddenCell = (x: number | null) => (x === null ? TEAM_HIDDEN_REASON : x);

/**
 * The dashboard as CSV (one table per section, a blank line between), for a spreadsheet: column
 * headers in words, frauds by their names (`fraudName`), figures as numbers, a hidden figure as
 * the reason it is hidden.
 */
export function teamDashboardCsv(view: TeamDashboardView, fraudName: (id: FraudId) => string): string {
  const lines: (string | number | null)[][] = [];
  const p = view.participation;
  lines.push(['League', view.name], ['Members now', view.members]);
  lines.push(
    ['Figures from settled week', view.settledWeek],
    ['Members counted that week', hiddenCell(p.counted)],
    ['Played that week', hiddenCell(p.played)],
    ['Finished the drill that week', hiddenCell(p.drill)],
    ['Answered a daily case that week', hiddenCell(p.daily)],
    ['Played this season', hiddenCell(p.activeEver)],
  );
  lines.push([]);
  lines.push([
    'Fraud',
    "This week's threat",
    'Members who answered (last settled week)',
    'Answers this season',
    'Group mastery (−100 to 100)',
  ]);
  for (const f of view.frauds)
    lines.push([
      fraudName(f.fraudId),
      f.threat ? 'yes' : 'no',
      hiddenCell(f.contributors),
      hiddenCell(f.answered),
      hiddenCell(scaled(f.mastery)),
    ]);
  lines.push([]);
  lines.push(['Threat Week', 'Played', 'Finished the drill', 'Answered a daily case', 'Answers', 'Right (%)']);
  for (const t of view.trend)
    lines.push([
      t.week,
      hiddenCell(t.played),
      hiddenCell(t.drill),
      hiddenCell(t.daily),
      hiddenCell(t.answered),
      hiddenCell(scaled(t.accuracy)),
    ]);
  lines.push([]);
  lines.push([
    'Needs help (members who share their progress)',
    ...(view.week?.headlineThreats.map((f) => `${fraudName(f)} mastery (−100 to 100)`) ?? []),
  ]);
  for (const h of view.needsHelp) lines.push([h.name, ...h.threats.map((t) => scaled(t.mastery))]);
  return lines.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
