/**
 * The graded half of a scenario case (server-only; never imported by the web app).
 * Keyed by ScenarioCase.id.
 */
import type { CaseSkill } from '../../content/cases/skills';

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
  /**
   * The skill the case trains, one of CASE_SKILLS. Graded: it says where to look.
   * Every key of the bank has one (see BankCaseKey).
   */
  skill?: CaseSkill;
}

/** A key of the bank (CASE_KEYS): its skill is required, so a key without one does not compile. */
export type BankCaseKey = CaseKey & { readonly skill: CaseSkill };
