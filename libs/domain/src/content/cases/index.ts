/**
 * The scenario cases, public half: what a player sees before answering. The right
 * choice, red flags and habit are in the server-only answer key (`answer-key/cases`), keyed by
 * the same id, so nothing here gives an answer away.
 */
import { APP_CASES } from './auth-push-payments';
import { BEC_CASES } from './business-email-compromise';
import { DEEPFAKE_CASES } from './deepfake';
import { INVESTMENT_CASES } from './investment-scam';
import { PHISHING_CASES } from './phishing';
import { SIM_SWAP_CASES } from './sim-swap';
import { VISHING_CASES } from './vishing';
import { ACCOUNT_TAKEOVER_CASES } from './account-takeover';
import { RANSOMWARE_CASES } from './ransomware';
import { MITM_CASES } from './man-in-the-middle';
import { ACC_INV_CASES } from './accounting-invoice';
import { DDOS_CASES } from './ddos';
import { ATM_CASES } from './atm-skimming';
import { INSIDER_CASES } from './insider-fraud';
import { WEB_ATTACK_CASES } from './web-attacks';
import { SYSTEM_ATTACK_CASES } from './system-attacks';
import { SYNTHETIC_ID_CASES } from './synthetic-identity';
import type { BankCase } from './types';

export type { BankCase, CaseDifficulty, CaseLine, CaseMedium, CasePattern, ScenarioCase } from './types';
export { CASE_PATTERNS, CASE_PATTERN_LABELS } from './types';
export { CASE_SKILLS, CASE_SKILL_LABELS, isCaseSkill, type CaseSkill } from './skills';

/** Every case, grouped by fraud. */
export const SCENARIO_CASES: readonly BankCase[] = [
  ...PHISHING_CASES,
  ...VISHING_CASES,
  ...BEC_CASES,
  ...SIM_SWAP_CASES,
  ...DEEPFAKE_CASES,
  ...INVESTMENT_CASES,
  ...APP_CASES,
  ...ACCOUNT_TAKEOVER_CASES,
  ...RANSOMWARE_CASES,
  ...MITM_CASES,
  ...ACC_INV_CASES,
  ...DDOS_CASES,
  ...ATM_CASES,
  ...INSIDER_CASES,
  ...WEB_ATTACK_CASES,
  ...SYSTEM_ATTACK_CASES,
  ...SYNTHETIC_ID_CASES,
];

const byId: ReadonlyMap<string, BankCase> = new Map(SCENARIO_CASES.map((c) => [c.id, c]));

/** The case with this id, or undefined for an id that names no case. */
export function caseById(id: string): BankCase | undefined {
  return byId.get(id);
}
