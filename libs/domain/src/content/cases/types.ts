import type { DefenseId, FraudId } from '../../catalog/ids';

/**
 * Scenario cases: short, realistic situations a player judges.
 * This file is the PUBLIC half (it reaches the browser): what the player sees before answering.
 * The graded half (right choice, red flags, habit) lives in the server-only answer key,
 * `libs/domain/src/answer-key/cases/`, keyed by the same id.
 */
export type CaseMedium =
  | 'email'
  | 'sms'
  | 'chat'
  | 'call'
  | 'voicemail'
  | 'invoice'
  | 'video-call'
  | 'web-page'
  | 'login-prompt'
  | 'pitch'
  | 'letter'
  | 'in-person';

/**
 * How hard a case is to judge: 1, the clue is plain once you look (a look-alike link, a
 * request for your OTP); 2, it takes a careful look (the right brand on the wrong domain, a request
 * that reverses who pays); 3, it is subtle (a real sender or a real sign-in page used against you, or
 * a genuine message that looks alarming).
 */
export type CaseDifficulty = 1 | 2 | 3;

/**
 * The patterns players meet now that the first 84 cases did not cover. A case carries
 * one when it is built on it (a genuine case: when it shows the genuine form of it). Not graded:
 * the fraud id already says as much.
 */
export const CASE_PATTERNS = [
  'qr-code',
  'oauth-consent',
  'job-task',
  'refund-callback',
  'courier-parcel',
  'remote-access-app',
  'sars-efiling',
  'payshap-request',
  'sextortion',
] as const;
export type CasePattern = (typeof CASE_PATTERNS)[number];

/** What each pattern is, in a few words (for reports and a future filter). */
export const CASE_PATTERN_LABELS: Readonly<Record<CasePattern, string>> = {
  'qr-code': 'QR-code phishing',
  'oauth-consent': 'App consent (OAuth) phishing',
  'job-task': 'Job and task scams',
  'refund-callback': 'Refund and call-back scams',
  'courier-parcel': 'Courier and parcel scams',
  'remote-access-app': 'Remote-access and fake banking apps',
  'sars-efiling': 'SARS eFiling',
  'payshap-request': 'PayShap requests',
  sextortion: 'Sextortion',
};

/** One line of a call transcript or chat. */
export interface CaseLine {
  speaker: string;
  text: string;
}

export interface ScenarioCase {
  /** Stable id, unique, e.g. "phishing-03". */
  id: string;
  /** The fraud the case teaches (for a legitimate case: the fraud it resembles). */
  fraudId: FraudId;
  /** The defenses whose habit answers the case (1–3), for the links after answering. */
  defenseIds: readonly DefenseId[];
  medium: CaseMedium;
  /** One-line setting shown above the case, e.g. "Tuesday 09:12, your work inbox". */
  context: string;
  /** Header fields as the medium shows them (any that apply). */
  from?: string;
  to?: string;
  subject?: string;
  /** A link or URL shown in the case (email link target, web page address bar, QR target…). */
  link?: string;
  /** Paragraphs of the message / page / letter / invoice body. */
  body: readonly string[];
  /** For call, voicemail, chat, video-call: the transcript lines. */
  lines?: readonly CaseLine[];
  /** What the player is asked, e.g. "What do you do?" or "Is this a scam?". */
  question: string;
  /** 2–4 choices; ids unique within the case (e.g. "a", "b", "c"). */
  choices: readonly { id: string; label: string }[];
  /** How hard the case is. Every case of the bank has one (see BankCase). */
  difficulty?: CaseDifficulty;
  /** The new pattern the case is built on, if any. */
  pattern?: CasePattern;
}

/**
 * A case of the bank (SCENARIO_CASES): a ScenarioCase whose difficulty is required. The optional
 * field on ScenarioCase keeps older callers and test fixtures valid; the bank's files are typed
 * with this so a case without a difficulty does not compile (and the content check fails on it).
 */
export type BankCase = ScenarioCase & { readonly difficulty: CaseDifficulty };
