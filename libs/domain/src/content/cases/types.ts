import type { DefenseId, FraudId } from '../../catalog/ids';

/**
 * Scenario cases: short, realistic situations a player judges (issue 15).
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
}
