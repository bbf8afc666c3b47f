/**
 * The graded half of a scenario case (server-only; never imported by the web app).
 * Keyed by ScenarioCase.id.
 */
export interface CaseRedFlag {
  /** Exact substring of one of the case's text fields (from, to, subject, link, body, lines[].text, context). */
  quote: string;
  /** Why it is a red flag (one short sentence). For a legitimate case: why it is a reassuring sign. */
  why: string;
}

export interface CaseKey {
  id: string;
  /** The one right choice id. */
  answerId: string;
  /** True when the situation is genuine (about a third of the cases). */
  legitimate: boolean;
  /** 1–4 quotes highlighted in the case after answering: red flags, or for a legitimate case the signs it is genuine. */
  flags: readonly CaseRedFlag[];
  /** One line on the right habit. */
  habit: string;
}
