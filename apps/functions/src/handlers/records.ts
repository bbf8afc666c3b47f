import type { DocumentReference } from 'firebase-admin/firestore';
import type {
  AnswerSource,
  ChipsPlayed,
  DefenseId,
  FraudId,
  LearningRecord,
  MatchReport,
  Squad,
  TeamBase,
  TeamSeat,
} from '@fraudshield/domain';

/**
 * The stored records the handlers read and write: the player, their ledger and answers, the
 * weeks, the season pointer and the match reports. They live with the handlers, which decide
 * what the records hold; infra/ stores them in Firestore and imports these types, never the
 * reverse (a lint rule keeps handlers off infra/). Layout and the locking rules are in
 * infra/player-store.ts and infra/week-store.ts.
 */

export type LedgerKind =
  | 'open'
  | 'buy'
  | 'sell'
  | 'lineup'
  | 'quiz'
  | 'settlement'
  | 'profile'
  | 'league'
  | 'drill'
  | 'daily'
  | 'check'
  | 'chip';

export interface PlayerDoc {
  uid: string;
  displayName: string;
  email: string;
  /** ms since epoch. */
  createdAt: number;
  /** ms since epoch: breaks leaderboard ties (earlier first). */
  joinedAt: number;
  /** seq of the last ledger entry. */
  seq: number;
  balanceTenths: number;
  squad: Squad;
  seasonPoints: number;
  /**
   * True once the player has fielded a squad (at least one defense deployed) in a
   * settled week; only such players are ranked in the tables. False for a new player; absent on
   * players created before tables ranked only players (their next settlement sets it).
   */
  playing?: boolean;
  /** weekNumber (as a string key) → points. */
  pointsByWeek: Record<string, number>;
  /** Number of the last week settled for this player (set by their settlement; absent before the first). */
  settledWeek?: number;
  /**
   * Season points before that settlement, when the table ranked them then (absent otherwise): the
   * last week's table is read from these (its rank, hence the movement) without a rank stored per player.
   */
  prevPoints?: number;
  /** Wiki pages whose check was passed (and paid). */
  quizPassed: string[];
  /** Wiki pages whose check had a submitted try: only the first try can pay. Absent on older players. */
  quizTried?: string[];
  /** League ids the player belongs to. */
  leagues: string[];
  /**
   * A name the player's sign-in provider gave (a Google account's real name), kept for them alone
   * until they confirm it or pick another in Settings; meanwhile the public name is the
   * placeholder. Null once settled (written as null, not removed: a whole-doc write on the local
   * stand-in keeps fields it does not name); absent on players who typed their name at sign-up.
   */
  pendingName?: string | null;
  deadlineReminders: boolean;
  /** "Your match report is ready" emails; absent (older players) = off. */
  reportEmails?: boolean;
  /** The weekly report of the team leagues this player runs; absent = on (an owner expects it), false = off. */
  teamReportEmails?: boolean;
  updatedAt: number;
  /** Weekly drill answers, weekId → caseId → answer (the last two weeks kept). Absent on older players. */
  drills?: Record<string, Record<string, StoredCaseAnswer>>;
  /** The daily case streak and today's answer. Absent until the first daily case. */
  daily?: DailyDoc;
  /**
   * Mastery per fraud, review boxes, the trend and the checks (libs/domain learning),
   * changed in the same player change as each graded answer. Absent until the first one. At most
   * about 15 kB; exempt from indexing (firestore.indexes.json).
   */
  learning?: LearningRecord;
  /** Team leagues the player is in, by league id: their consent and member id (infra/team-store.ts). */
  teams?: Record<string, TeamSeat>;
  /** Rules v5: the week each chip was played in this season (squad_playChip); absent: none played. */
  chips?: ChipsPlayed;
  /**
   * Rules v5: the transfer state of week `week`, written by the settlement of the week before (so
   * settlement reads nothing beyond the player doc): the cards owned at that deadline (a transfer
   * is a card owned at this week's deadline that is not in the list) and the free transfers the
   * week has. Absent (or of another week) on players not settled since: no transfer is counted.
   */
  transfers?: TransferStateDoc;
  /** What the daily case and the page checks paid in week `week`, in tenths (rules v5's caps: handlers/income.ts). */
  income?: { week: number; dailyTenths: number; quizTenths: number };
  /** Their fraud counts when their last week settled: the next week's team part is measured from it (libs/domain game/team.ts). */
  teamBase?: TeamBase;
}

export interface TransferStateDoc {
  /** The week this state is for (the week after the settlement that wrote it). */
  week: number;
  /** Free transfers the week has. */
  free: number;
  /** Cards owned when the week opened (at the previous week's deadline). */
  ownedAtStart: DefenseId[];
}

/** One graded answer in the answer log. */
export interface LoggedAnswer {
  source: AnswerSource;
  /** The case id, or the quiz question id. */
  ref: string;
  /** The fraud it counts for; null for a quiz question about no fraud (a defense page's question without a matrix claim). */
  fraudId: FraudId | null;
  genuine: boolean;
  /** The choice given: a case's choice id, or the quiz choice's index in the answer key's order. */
  choice: string;
  correct: boolean;
}

/** players/{uid}/answers/{seq:10}: the answers graded in the change with ledger seq `seq`. */
export interface AnswerLogDoc {
  seq: number;
  at: number;
  /** The Threat Week they count in (the latest opened when answered; 0 before the first). */
  week: number;
  answers: LoggedAnswer[];
  /** When the TTL policy may delete it: ANSWER_RETENTION_DAYS after the answer. */
  expireAt: Date;
}

/** One answered scenario case (drill or daily), written only by functions. */
export interface StoredCaseAnswer {
  caseId: string;
  choiceId: string;
  correct: boolean;
  /** The case's fraud when answered: what a right drill answer boosts. */
  fraudId: FraudId;
  at: number;
}

export interface DailyDoc {
  /** The last UTC day answered (YYYY-MM-DD). */
  lastDay: string | null;
  streak: number;
  best: number;
  /** The last answer (its day is lastDay). */
  last: StoredCaseAnswer | null;
}

export interface LedgerEntryDoc {
  seq: number;
  /** ms since epoch. */
  at: number;
  kind: LedgerKind;
  deltaTenths: number;
  /** Balance after this entry. */
  balanceTenths: number;
  requestId?: string;
  detail: string;
  weekId?: string;
}

export interface LedgerEntryInput {
  kind: LedgerKind;
  deltaTenths: number;
  detail: string;
  weekId?: string;
}

export interface ApplyMutation<T> {
  player: PlayerDoc;
  /**
   * The ledger line for this change. `null` means "nothing to change": nothing is written
   * (not even the request record) and `result` is returned as is.
   */
  entry: LedgerEntryInput | null;
  result: T;
  /**
   * Extra documents created in the same commit, after the ledger slot is won. Only documents
   * that no other player's change can create (e.g. keyed by this uid, and guarded by this
   * player's state in `mutate`), so that winning the slot means they cannot already exist.
   */
  creates?: { ref: DocumentReference; data: object }[];
  /**
   * Documents merged (`data`) or deleted (`data: null`) in the same commit, after the slot is won:
   * only documents this player's own state decides (their team league member entries, a league's
   * member counter as a field increment), so none can make the commit fail.
   */
  writes?: { ref: DocumentReference; data: object | null }[];
  /**
   * Graded answers of this change, logged as players/{uid}/answers/{seq} in the same
   * commit (created after the slot is won: keyed by the new seq, it cannot exist yet).
   */
  answers?: { week: number; answers: LoggedAnswer[] };
}

/** Who is calling: enough to create the player record. */
export interface PlayerIdentity {
  uid: string;
  email: string | null;
  displayName: string | null;
  /**
   * firebase.sign_in_provider of the first call's token: 'google.com' names come from Google. Required
   * (null when the token names none), so no caller can build an identity that forgets it.
   */
  signInProvider: string | null;
}

export interface SettlementProgress {
  /** uid of the last player whose page was fully processed (players are settled in uid order). */
  cursor: string | null;
  /** Players processed up to `cursor` (newly settled or found already settled). */
  settledPlayers: number;
  /** True once the rank snapshot (standings) of this week has been written. */
  ranked: boolean;
  startedAt: number;
  updatedAt: number;
}

export interface WeekDoc {
  id: string;
  number: number;
  /** Stored status; 'locked' is derived (effectiveWeekStatus in libs/domain). */
  status: 'open' | 'settled';
  /** ms since epoch. */
  deadline: number;
  /** Set when an admin settles before the deadline: the week locks at that moment. */
  lockedAt: number | null;
  headlineThreats: FraudId[];
  seedHash: string;
  /** Revealed at settlement; null before. */
  seed: string | null;
  openedAt: number;
  settledAt: number | null;
  settlement: SettlementProgress | null;
  /** The rules version the week is played under (libs/domain ruleset.ts); absent on weeks stored before versions: 1. */
  rulesVersion?: number;
}

export interface SeasonDoc {
  currentWeekId: string | null;
  lastSettledWeekId: string | null;
  weekCount: number;
}

/** What players/{uid}/reports/{weekId} holds: the domain's report and what it was computed from. */
export interface ReportDoc {
  uid: string;
  weekId: string;
  weekNumber: number;
  squad: Squad;
  report: MatchReport;
  createdAt: number;
}
