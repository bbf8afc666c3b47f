import { z } from 'zod';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import type { OwnershipView } from '../game/ownership';
import type { DailyAnswerResult, DailyView, DrillView, CaseAnswerView } from './drills';
import type { CheckAnswerResult, CheckView, LearningReportView } from './learning';
import { CHECK_KINDS } from '../learning/constants';
import { MAX_SHARDS } from '../game/shards';
import { LEAGUE_KINDS, type LeagueKind, type TeamDashboardView } from '../game/team';

/**
 * Callable contracts: the name, the payload schema (validated on the server, and typed on the
 * client) and the response type of every callable. Payload objects are strict: unknown keys
 * are refused, so a typo or an injected field is an `invalid-argument`, never ignored.
 */

import { ADMIN_AUDIT_MAX_LIMIT, DELETE_CONFIRMATION } from './limits';
import { checkName, type NameKind } from './names';
import { idSchema, LEAGUE_ID_PATTERN, MEMBER_ID_PATTERN, WEEK_ID_PATTERN } from './ids';
import { NAME_PROBLEMS } from './league-name';
import { SEASON_PLAN_MAX_WEEKS } from '../game/season-plan';
import { CupGetSchema, H2hGetSchema, ScheduleCupSchema, type CupView, type H2hView } from './h2h-cup';
import type { SquadPlanView } from './squad-plan';
import { CHIP_IDS, type ChipId } from '../game/chips';

const defenseId = z.enum(DEFENSE_IDS);
const fraudId = z.enum(FRAUD_IDS);
/** A client-made id that makes a retried request harmless (idempotency key). */
export const RequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8–64 letters, digits, _ or -');
const weekId = idSchema(WEEK_ID_PATTERN, 'weekId');
const leagueId = idSchema(LEAGUE_ID_PATTERN, 'leagueId');
const cursor = z.string().min(1).max(200);

const caseId = z.string().regex(/^[a-z0-9-]{1,60}$/, 'caseId must be lower-case letters, digits and -');
const choiceId = z.string().regex(/^[a-z0-9]{1,8}$/, 'choiceId must be 1–8 lower-case letters or digits');
/** Answer one case of the weekly drill / today's daily case (day = the UTC day, YYYY-MM-DD). */
export const DrillAnswerSchema = z.strictObject({ weekId, caseId, choiceId, requestId: RequestIdSchema });
export const DailyAnswerSchema = z.strictObject({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD'),
  caseId,
  choiceId,
  requestId: RequestIdSchema,
});
/** Answer one case of the caller's open check (placement or delayed). */
export const CheckAnswerSchema = z.strictObject({
  kind: z.enum(CHECK_KINDS),
  caseId,
  choiceId,
  requestId: RequestIdSchema,
});

const NoPayload = z.union([z.undefined(), z.null(), z.strictObject({})]);

export const BuyDefenseSchema = z.strictObject({ defenseId, requestId: RequestIdSchema });
export const SellDefenseSchema = z.strictObject({ defenseId, requestId: RequestIdSchema });
export const SetLineupSchema = z.strictObject({
  deployed: z.array(defenseId).max(20),
  lead: defenseId.nullable(),
  requestId: RequestIdSchema.optional(),
});
/** Rules v5: plays one chip in the open week, before its deadline; once played it cannot be taken back. */
export const PlayChipSchema = z.strictObject({ chip: z.enum(CHIP_IDS), requestId: RequestIdSchema });
export const GetReportSchema = z.strictObject({ weekId });
export const LeaderboardPageSchema = z.strictObject({
  leagueId: leagueId.optional(),
  cursor: cursor.optional(),
  limit: z.number().int().min(1).max(50).optional(),
});
export const QuizPageIdSchema = z.union([defenseId, fraudId]);
export const QuizGetSchema = z.strictObject({ pageId: QuizPageIdSchema });
export const QuizSubmitSchema = z.strictObject({
  pageId: QuizPageIdSchema,
  /** Per question, the position the player chose in the order quiz_get showed them. */
  answers: z.array(z.number().int().min(0).max(9)).min(1).max(10),
  /** A retried request returns the first one's result instead of counting as a later try. */
  requestId: RequestIdSchema.optional(),
});
/** A name other players see, normalised or refused with the player-facing reason (names.ts: one validator for both kinds). */
const publicName = (kind: NameKind) =>
  z.string().transform((raw, ctx) => {
    const checked = checkName(kind, raw);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: NAME_PROBLEMS[kind][checked.problem] });
    return z.NEVER;
  });
/** `kind` 'team': a class or workplace league with an owner dashboard (absent: a points league, as before). */
export const LeagueCreateSchema = z.strictObject({ name: publicName('league'), kind: z.enum(LEAGUE_KINDS).optional() });
const leagueCode = z.string().trim().min(4).max(12);
/** `shareProgress`: a team league's member lets its owners see their own progress (required for a team league). */
export const LeagueJoinSchema = z.strictObject({ code: leagueCode, shareProgress: z.boolean().optional() });
export const LeagueLeaveSchema = z.strictObject({ leagueId });
/** What the join screen shows before joining: the league's name and kind. */
export const LeaguePreviewSchema = z.strictObject({ code: leagueCode });
/** An invite link opened signed out: the same code, answered with only the league's and its owner's public names. */
export const LeagueInviteSchema = z.strictObject({ code: leagueCode });
export const LeagueDashboardSchema = z.strictObject({ leagueId });
export const LeagueMembersSchema = z.strictObject({ leagueId, cursor: cursor.optional() });
/** A member of a team league as its owners name them: the member id from league_getMembers, never a uid. */
const memberId = idSchema(MEMBER_ID_PATTERN, 'memberId');
/** An owner's change to their team league. */
export const LeagueManageSchema = z.discriminatedUnion('action', [
  z.strictObject({ leagueId, action: z.literal('rename'), name: publicName('league') }),
  z.strictObject({ leagueId, action: z.literal('rotateCode') }),
  z.strictObject({ leagueId, action: z.literal('close') }),
  z.strictObject({ leagueId, action: z.literal('removeMember'), memberId }),
  z.strictObject({ leagueId, action: z.literal('setCoOwner'), memberId, coOwner: z.boolean() }),
  /** Enter the league in the public league of teams (or withdraw it). */
  z.strictObject({ leagueId, action: z.literal('setTeamTable'), entered: z.boolean() }),
]);
/** A page of the league of teams; the cursor is the last row's from the page before. */
export const TeamsTableSchema = z.strictObject({ cursor: cursor.optional() });
/** A member changes their consent (withdrawing it takes their progress out of the owners' view at once). */
export const LeagueSharingSchema = z.strictObject({ leagueId, shareProgress: z.boolean() });
/** A member answers the owner's invitation to co-own a team league (accept or decline). */
export const LeagueAnswerCoOwnerSchema = z.strictObject({ leagueId, accept: z.boolean() });
export const OpenWeekSchema = z.strictObject({
  deadline: z.iso.datetime({ offset: true }),
  headlineThreats: z
    .array(fraudId)
    .length(3)
    .refine((ids) => new Set(ids).size === ids.length, 'Headline threats must be three different frauds'),
});
export const SettleWeekSchema = z.strictObject({
  weekId,
  /** Split the players into this many shards (uid ranges, one task each); default one per 2,000 players. Ignored once the week's plan exists. */
  shards: z.number().int().min(1).max(MAX_SHARDS).optional(),
});
export const SetRoleSchema = z.strictObject({
  email: z.email().max(254),
  role: z.literal('admin'),
  grant: z.boolean(),
});
export const AdminAuditSchema = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({ limit: z.number().int().min(1).max(ADMIN_AUDIT_MAX_LIMIT).optional() }),
]);
/** The same normalisation as the signup form and the first call's player record (names.ts). */
export const SetDisplayNameSchema = z.strictObject({ displayName: publicName('display') });
/** Either switch, or both; at least one. */
export const SetPreferencesSchema = z
  .strictObject({
    deadlineReminders: z.boolean().optional(),
    reportEmails: z.boolean().optional(),
    teamReportEmails: z.boolean().optional(),
  })
  .refine(
    (p) => p.deadlineReminders !== undefined || p.reportEmails !== undefined || p.teamReportEmails !== undefined,
    'Give deadlineReminders, reportEmails or teamReportEmails',
  );
/** The season plan (replaces the stored one): the weeks right after the last opened one, in order. */
export const SetSeasonPlanSchema = z.strictObject({
  weeks: z
    .array(
      z.strictObject({
        number: z.number().int().min(1).max(10_000),
        deadline: z.iso.datetime({ offset: true }),
        headlineThreats: z.array(fraudId).length(3),
      }),
    )
    .max(SEASON_PLAN_MAX_WEEKS),
});
export const DeleteAccountSchema = z.strictObject({ confirm: z.literal(DELETE_CONFIRMATION) });
export const LedgerPageSchema = z.strictObject({ cursor: cursor.optional() });

// ---------- response shapes ----------

export interface PlayerDefense {
  defenseId: DefenseId;
  /** Credits paid (a sale refunds saleRefundTenths of it: 75% under rules v4). */
  pricePaid: number;
  deployed: boolean;
  lead: boolean;
}

export interface BalanceAndDefenses {
  balance: number;
  defenses: PlayerDefense[];
}

export type WeekStatus = 'open' | 'locked' | 'settled';

export interface WeekView {
  id: string;
  number: number;
  status: WeekStatus;
  /** ISO 8601. */
  deadline: string;
  headlineThreats: FraudId[];
  /** SHA-256 of the secret seed, published when the week opens (commit). */
  seedHash: string;
  /** The seed itself, revealed once the week is settled. */
  seed?: string;
  /** The rules version the week is played under (1 for weeks opened before versions). */
  rulesVersion?: number;
}

export interface CurrentWeek {
  week: WeekView | null;
  /** The last settled week, for the home page's report link. */
  lastSettled: WeekView | null;
  /** Each card's ownership share in the last settled week; null before one has settled. */
  ownership?: OwnershipView | null;
}

export interface AttackView {
  fraudId: FraudId;
  engaged: { defenseId: DefenseId; effectiveness: 1 | 2 }[];
  chance: number;
  roll: number;
  blocked: boolean;
  points: number;
  leadDoubled: boolean;
  severity?: 'low' | 'medium' | 'high' | 'very high';
  /** What to learn from this attack, with the defense page it points to. */
  lesson?: { kind: 'blocked' | 'missing-counter' | 'unlucky'; defenseId: DefenseId | null; text: string };
  /** Rules v3+: what the player's weekly drill added to the chance (0 when nothing). */
  drillAdded?: number;
}

export interface MatchReportView {
  weekId: string;
  weekNumber: number;
  seed: string;
  seedHash: string;
  headlineThreats: FraudId[];
  /** The squad that played: deployed defenses and the Lead at the deadline. */
  deployed: DefenseId[];
  lead: DefenseId | null;
  attacks: AttackView[];
  cleanSheetBonus: number;
  passwordFatigue: number;
  totalPoints: number;
  creditsEarned: number;
  /** The rules version the report was computed with (1 when absent: weeks before versions). */
  rulesVersion?: number;
  /** Rules v3+: the drill answers the week was scored with (what "Check this draw" needs). */
  drill?: { caseId: string; fraudId: FraudId; correct: boolean }[];
  /** Rules v5: the chip played this week (null: none). Part of the proof: "Check this draw" needs it. */
  chip?: ChipId | null;
  /** Rules v5: the week's transfers and the points they cost (already in totalPoints). */
  transfers?: {
    made: number;
    free: number;
    hitPoints: number;
    /** The player's first squad (free whatever the transfers): "Check this draw" needs it; absent: false. */
    firstSquad?: boolean;
  };
}

export interface LeaderboardEntry {
  /**
   * The player's opaque id in this season's tables (the same in every table and page of the
   * season, never their uid: no response names another player's account).
   */
  id: string;
  displayName: string;
  points: number;
  rank: number;
  /** Rank change since the last settled week (positive = up). */
  movement: number | null;
}

/** One team league in the league of teams. */
export interface TeamsTableRow {
  rank: number;
  leagueId: string;
  name: string;
  /** Sum of the weekly means over the weeks that counted (TEAM_TABLE_MIN_PLAYERS members played), in tenths of a point. */
  seasonScoreTenths: number;
  weeksCounted: number;
  /** The latest settled week with points: members who played, and their mean (null below the minimum). */
  latestWeek: number | null;
  latestPlayers: number;
  latestMeanTenths: number | null;
}

export interface TeamsTablePage {
  rows: TeamsTableRow[];
  nextCursor: string | null;
  /** Members who must play a week for it to count (and for a team to appear). */
  minPlayers: number;
}

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  nextCursor: string | null;
  total: number;
  me: { rank: number; entry: LeaderboardEntry; neighbours: LeaderboardEntry[] } | null;
  /**
   * The caller has a player record but has never fielded a squad in a settled week, so
   * they are not in the table (not yet playing); `me` is then null. Tables rank only players who
   * have fielded a squad.
   */
  notYetPlaying: boolean;
}

export interface QuizQuestionView {
  id: string;
  prompt: string;
  /** The choices in this player's own order (shuffled per player on the server). */
  choices: string[];
}

export interface QuizView {
  pageId: FraudId | DefenseId;
  questions: QuizQuestionView[];
  /** Passed and paid. */
  passed: boolean;
  /** A try was submitted already, so no later try pays (only a pass on the first try does). */
  tried: boolean;
}

export interface QuizResult {
  /** Per question: answered right? */
  results: boolean[];
  /**
   * Per question: the right choice, in the player's order, after any try. Only a pass on the first
   * try pays, so a try that has seen them cannot be turned into a reward.
   */
  correctAnswers: number[];
  /** Per question: why the right answer is right, after any try, right or wrong. */
  explanations: string[];
  /**
   * Per question, per choice in the player's order: why that choice is wrong (null for the right
   * one). Sent only after a try, like the right answers.
   */
  feedback: (string | null)[][];
  passed: boolean;
  /** Credits paid for this submission (1.0 for a pass on the first try of a page). */
  reward: number;
  balance: number;
}

export interface LeagueSummary {
  leagueId: string;
  name: string;
  code: string;
  members: number;
  /** The caller created the league (or took it over); owners are never named by uid. */
  ownedByMe: boolean;
  /** 'points' for leagues made before team leagues. */
  kind: LeagueKind;
  /** Team leagues: the caller may open the dashboard (owner or co-owner). */
  canManage: boolean;
  /** The caller plays in it (a team league's owner runs it without being a member). */
  member: boolean;
  /** Team leagues: the caller lets the owners see their progress. */
  shareProgress?: boolean;
  /** Team leagues: the owner invited the caller to co-own it; they run nothing until they accept (league_answerCoOwner). */
  coOwnerInvite?: boolean;
}

/** A team league's member, as its owners see the member list. */
export interface TeamMemberView {
  memberId: string;
  name: string;
  coOwner: boolean;
  /** Invited to co-own the league, not yet accepted (the owner may withdraw the invitation). */
  coOwnerInvited: boolean;
  owner: boolean;
  shareProgress: boolean;
  /** The day they joined (YYYY-MM-DD, UTC): never the time of day. */
  joinedOn: string;
}

/** The admin page's figures, read from counters kept by every player change (no scan). */
export interface AdminStats {
  /** Player records: verified accounts that have made a call. */
  players: number;
  /** Players owning at least one defense. */
  squads: number;
  /** Players who fielded a squad in the last settled week. */
  playedLastWeek: { weekNumber: number; count: number } | null;
  /** Players who answered every case of the current week's drill. */
  drillsDoneThisWeek: { weekNumber: number; count: number } | null;
  mostOwned: { defenseId: DefenseId; count: number }[];
  pointsSpread: { label: string; count: number }[];
}

/**
 * One entry of the admin audit log (adminAudit/{id}), as admins read it on the admin page: every
 * admin action and every week transition, by an admin, the season clock (actorUid
 * `season-clock`) or the grant-admin command line (actorUid `grant-admin-cli`). A
 * week's open, lock and settle entries are written in the same commit as the change.
 */
export interface AdminAuditEntry {
  id: string;
  actorUid: string;
  actorEmail: string | null;
  /** The account changed ('' when the action has none: season plan, week transitions). */
  targetUid: string;
  targetEmail: string;
  action: AdminAuditAction;
  /** ISO 8601. */
  at: string;
  /** What changed, for actions without a target account (plan-season: the weeks planned; a week's transition: the week). */
  detail?: string;
  /**
   * Role changes and account changes happen in Firebase Auth, which shares no transaction with
   * the log: their entry is written first as 'pending', and marked done (the field goes) or
   * 'failed' after the change. A 'pending' entry that stays says the change may or may not have
   * applied (the process stopped in between).
   */
  outcome?: 'pending' | 'failed';
}

export type AdminAuditAction =
  | 'grant-admin'
  | 'revoke-admin'
  | 'disable-account'
  | 'plan-season'
  | 'open-week'
  | 'lock-week'
  | 'settle-week'
  | 'schedule-cup';

/** One planned week as admins read and edit it. */
export interface PlannedWeekView {
  number: number;
  /** ISO 8601. */
  deadline: string;
  headlineThreats: FraudId[];
}

/** The season plan: the weeks planned ahead, and where the next one must start. */
export interface SeasonPlanView {
  weeks: PlannedWeekView[];
  /** The number the next week opens as (the first plannable week). */
  nextNumber: number;
  /** The latest opened week's deadline (ISO), which the first planned deadline must follow; null before week 1. */
  lastDeadline: string | null;
}

export interface Profile {
  uid: string;
  displayName: string;
  /**
   * The Google account's name, shown to this player alone until they confirm it (or pick another
   * name): until then the public name is a placeholder. Null once settled.
   */
  pendingName: string | null;
  email: string;
  deadlineReminders: boolean;
  /** "Your match report is ready" emails after each settlement (off unless switched on). */
  reportEmails: boolean;
  /** The weekly report of the team leagues the player runs (owner or co-owner), on unless switched off. */
  teamReportEmails: boolean;
  seasonPoints: number;
  pointsByWeek: { weekNumber: number; points: number }[];
}

/**
 * Everything the game holds about the caller (user_exportData): the right of access under POPIA
 * (section 23) and the GDPR (article 15), next to the right to erasure that user_deleteAccount
 * already gives. Every document the account deletion removes, by path, as stored (times as ISO
 * strings), and the sign-in account as Firebase Auth keeps it (no password hash).
 */
export interface AccountExport {
  /** ISO 8601. */
  exportedAt: string;
  uid: string;
  account: {
    email: string | null;
    emailVerified: boolean;
    displayName: string | null;
    /** Sign-in methods ('password', 'google.com'). */
    providers: string[];
    /** ISO 8601. */
    createdAt: string | null;
    lastSignInAt: string | null;
    disabled: boolean;
    /** Custom claims (roles). */
    claims: Record<string, unknown>;
  } | null;
  /** Firestore documents about the caller, path → data, in path order. */
  documents: { path: string; data: unknown }[];
}

export interface LedgerEntryView {
  seq: number;
  at: string;
  kind: string;
  amount: number;
  balance: number;
  detail: string;
}

type Payload<S extends z.ZodType> = z.input<S>;

/** Every callable: name → payload and response types, for the typed client and the server. */
export interface CallableTypes {
  /** Does nothing but pass the same checks as every callable: the latency baseline. */
  system_ping: { req: void; res: { ok: true } };
  user_getBalance: { req: void; res: number };
  user_getDefenses: { req: void; res: PlayerDefense[] };
  user_getProfile: { req: void; res: Profile };
  user_setDisplayName: { req: Payload<typeof SetDisplayNameSchema>; res: Profile };
  user_setPreferences: { req: Payload<typeof SetPreferencesSchema>; res: Profile };
  user_deleteAccount: { req: Payload<typeof DeleteAccountSchema>; res: { deleted: true } };
  /** Everything we hold about the caller, as JSON (Settings downloads it). */
  user_exportData: { req: void; res: AccountExport };
  user_getLedger: {
    req: Payload<typeof LedgerPageSchema>;
    res: { entries: LedgerEntryView[]; nextCursor: string | null };
  };
  shop_buyDefense: { req: Payload<typeof BuyDefenseSchema>; res: BalanceAndDefenses };
  shop_sellDefense: { req: Payload<typeof SellDefenseSchema>; res: BalanceAndDefenses };
  squad_setLineup: { req: Payload<typeof SetLineupSchema>; res: { defenses: PlayerDefense[] } };
  /** Rules v5: the caller's transfers this week, chips and the forecasts published ahead. */
  squad_getPlan: { req: void; res: SquadPlanView };
  /** Rules v5: plays a chip in the open week (each once a season, one a week, before the deadline). */
  squad_playChip: { req: Payload<typeof PlayChipSchema>; res: SquadPlanView };
  week_getCurrent: { req: void; res: CurrentWeek };
  /**
   * The caller's report for a settled week; null when they have none (they had not joined, or
   * fielded nothing): an expected empty state, not a refusal, so the browser logs no failed request.
   */
  week_getReport: { req: Payload<typeof GetReportSchema>; res: MatchReportView | null };
  leaderboard_getPage: { req: Payload<typeof LeaderboardPageSchema>; res: LeaderboardPage };
  quiz_get: { req: Payload<typeof QuizGetSchema>; res: QuizView };
  quiz_submit: { req: Payload<typeof QuizSubmitSchema>; res: QuizResult };
  league_create: { req: Payload<typeof LeagueCreateSchema>; res: { leagueId: string; code: string } };
  league_join: { req: Payload<typeof LeagueJoinSchema>; res: { leagueId: string; name: string } };
  league_leave: { req: Payload<typeof LeagueLeaveSchema>; res: { leagueId: string } };
  league_getMine: { req: void; res: LeagueSummary[] };
  league_preview: {
    req: Payload<typeof LeaguePreviewSchema>;
    res: { name: string; kind: LeagueKind; members: number };
  };
  /**
   * What an invite link names for a visitor who is not signed in yet (public, see PUBLIC_CALLABLES):
   * the league's name and its owner's public display name, nothing else.
   */
  league_invite: { req: Payload<typeof LeagueInviteSchema>; res: { name: string; ownerName: string } };
  /** A team league's owner dashboard (owners and co-owners only): aggregates, never the member list. */
  league_getDashboard: { req: Payload<typeof LeagueDashboardSchema>; res: TeamDashboardView };
  league_getMembers: {
    req: Payload<typeof LeagueMembersSchema>;
    res: { members: TeamMemberView[]; nextCursor: string | null };
  };
  league_manage: { req: Payload<typeof LeagueManageSchema>; res: LeagueSummary | { closed: true } };
  league_setSharing: { req: Payload<typeof LeagueSharingSchema>; res: { leagueId: string; shareProgress: boolean } };
  league_answerCoOwner: { req: Payload<typeof LeagueAnswerCoOwnerSchema>; res: LeagueSummary };
  /** The public league of teams: entered team leagues ranked by season score (no member is named). */
  league_teamsTable: { req: Payload<typeof TeamsTableSchema>; res: TeamsTablePage };
  admin_openWeek: { req: Payload<typeof OpenWeekSchema>; res: WeekView };
  admin_settleWeek: {
    req: Payload<typeof SettleWeekSchema>;
    res: { weekId: string; settledPlayers: number; status: WeekStatus };
  };
  admin_setRole: { req: Payload<typeof SetRoleSchema>; res: { uid: string; roles: string[] } };
  admin_getStats: { req: void; res: AdminStats };
  /** The latest admin role changes, newest first. */
  admin_getAudit: { req: Payload<typeof AdminAuditSchema>; res: AdminAuditEntry[] };
  /** The caller's drill of the current week (public case parts, and their answers). */
  drill_get: { req: void; res: DrillView };
  drill_answer: { req: Payload<typeof DrillAnswerSchema>; res: CaseAnswerView };
  /** Today's daily case, the streak and today's reward. */
  daily_get: { req: void; res: DailyView };
  daily_answer: { req: Payload<typeof DailyAnswerSchema>; res: DailyAnswerResult };
  /** The weeks planned ahead (forecasts and deadlines), editable until each opens. */
  admin_getSeasonPlan: { req: void; res: SeasonPlanView };
  admin_setSeasonPlan: { req: Payload<typeof SetSeasonPlanSchema>; res: SeasonPlanView };
  /** The caller's own learning report (no input: it can name no other player). */
  learning_getReport: { req: void; res: LearningReportView };
  /** The caller's open check, its cases as their public half (a case's grade only once answered). */
  learning_getCheck: { req: void; res: CheckView };
  learning_answerCheck: { req: Payload<typeof CheckAnswerSchema>; res: CheckAnswerResult };
  /** An H2H league's table and the caller's fixture; null when the caller is in no H2H league. */
  h2h_get: { req: Payload<typeof H2hGetSchema>; res: H2hView | null };
  /** One page of one round of the cup; null when no cup is scheduled. */
  cup_get: { req: Payload<typeof CupGetSchema>; res: CupView | null };
  /** Schedules the season's cup from a week not yet reached (replaces a cup not yet drawn). */
  admin_scheduleCup: { req: Payload<typeof ScheduleCupSchema>; res: { startWeek: number; name: string } };
}

export type CallableName = keyof CallableTypes;
export type CallableRequest<N extends CallableName> = CallableTypes[N]['req'];
export type CallableResponse<N extends CallableName> = CallableTypes[N]['res'];

/** Payload schemas by callable: the server parses every payload with its schema. */
export const CALLABLE_SCHEMAS = {
  system_ping: NoPayload,
  user_getBalance: NoPayload,
  user_getDefenses: NoPayload,
  user_getProfile: NoPayload,
  user_setDisplayName: SetDisplayNameSchema,
  user_setPreferences: SetPreferencesSchema,
  user_deleteAccount: DeleteAccountSchema,
  user_exportData: NoPayload,
  user_getLedger: LedgerPageSchema,
  shop_buyDefense: BuyDefenseSchema,
  shop_sellDefense: SellDefenseSchema,
  squad_setLineup: SetLineupSchema,
  squad_getPlan: NoPayload,
  squad_playChip: PlayChipSchema,
  week_getCurrent: NoPayload,
  week_getReport: GetReportSchema,
  leaderboard_getPage: LeaderboardPageSchema,
  quiz_get: QuizGetSchema,
  quiz_submit: QuizSubmitSchema,
  league_create: LeagueCreateSchema,
  league_join: LeagueJoinSchema,
  league_leave: LeagueLeaveSchema,
  league_getMine: NoPayload,
  league_preview: LeaguePreviewSchema,
  league_invite: LeagueInviteSchema,
  league_getDashboard: LeagueDashboardSchema,
  league_getMembers: LeagueMembersSchema,
  league_manage: LeagueManageSchema,
  league_setSharing: LeagueSharingSchema,
  league_answerCoOwner: LeagueAnswerCoOwnerSchema,
  league_teamsTable: TeamsTableSchema,
  admin_openWeek: OpenWeekSchema,
  admin_settleWeek: SettleWeekSchema,
  admin_setRole: SetRoleSchema,
  admin_getStats: NoPayload,
  admin_getAudit: AdminAuditSchema,
  drill_get: NoPayload,
  drill_answer: DrillAnswerSchema,
  daily_get: NoPayload,
  daily_answer: DailyAnswerSchema,
  admin_getSeasonPlan: NoPayload,
  admin_setSeasonPlan: SetSeasonPlanSchema,
  learning_getReport: NoPayload,
  learning_getCheck: NoPayload,
  learning_answerCheck: CheckAnswerSchema,
  h2h_get: H2hGetSchema,
  cup_get: CupGetSchema,
  admin_scheduleCup: ScheduleCupSchema,
} as const satisfies Record<CallableName, z.ZodType>;

export const CALLABLE_NAMES = Object.keys(CALLABLE_SCHEMAS) as CallableName[];
