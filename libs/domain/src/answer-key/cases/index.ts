/**
 * The answer key of the scenario cases: for each case the right choice, whether it is
 * genuine, the red flags to highlight and the habit. SERVER ONLY, like the quiz answers: the
 * browser gets a case's key from the server after the player answers.
 */
import { APP_KEYS } from './auth-push-payments';
import { BEC_KEYS } from './business-email-compromise';
import { DEEPFAKE_KEYS } from './deepfake';
import { INVESTMENT_KEYS } from './investment-scam';
import { PHISHING_KEYS } from './phishing';
import { SIM_SWAP_KEYS } from './sim-swap';
import { VISHING_KEYS } from './vishing';
import { ACCOUNT_TAKEOVER_KEYS } from './account-takeover';
import { RANSOMWARE_KEYS } from './ransomware';
import { MITM_KEYS } from './man-in-the-middle';
import { ACC_INV_KEYS } from './accounting-invoice';
import { DDOS_KEYS } from './ddos';
import { ATM_KEYS } from './atm-skimming';
import { INSIDER_KEYS } from './insider-fraud';
import { WEB_ATTACK_KEYS } from './web-attacks';
import { SYSTEM_ATTACK_KEYS } from './system-attacks';
import { SYNTHETIC_ID_KEYS } from './synthetic-identity';
import type { BankCaseKey } from './types';

export type { BankCaseKey, CaseKey, CaseRedFlag } from './types';

/** Every case's key, in the order of SCENARIO_CASES. */
export const CASE_KEYS: readonly BankCaseKey[] = [
  ...PHISHING_KEYS,
  ...VISHING_KEYS,
  ...BEC_KEYS,
  ...SIM_SWAP_KEYS,
  ...DEEPFAKE_KEYS,
  ...INVESTMENT_KEYS,
  ...APP_KEYS,
  ...ACCOUNT_TAKEOVER_KEYS,
  ...RANSOMWARE_KEYS,
  ...MITM_KEYS,
  ...ACC_INV_KEYS,
  ...DDOS_KEYS,
  ...ATM_KEYS,
  ...INSIDER_KEYS,
  ...WEB_ATTACK_KEYS,
  ...SYSTEM_ATTACK_KEYS,
  ...SYNTHETIC_ID_KEYS,
];

const byId: ReadonlyMap<string, BankCaseKey> = new Map(CASE_KEYS.map((k) => [k.id, k]));

/** The key of the case with this id, or undefined for an id that names no case. */
export function caseKeyById(id: string): BankCaseKey | undefined {
  return byId.get(id);
}
