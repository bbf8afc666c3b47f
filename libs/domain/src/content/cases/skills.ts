/**
 * The skills the scenario cases train: a small closed set, one per case. The list is
 * public (a page may show progress per skill); which skill a case trains is part of its answer key
 * (`answer-key/cases`, server-only), because "read the link" or "recognise the genuine message"
 * would tell a player where to look, or what the verdict is, before they answer.
 */
export const CASE_SKILLS = [
  'check-sender',
  'inspect-link',
  'verify-channel',
  'spot-pressure',
  'protect-codes',
  'doubt-offer',
  'guard-access',
  'check-payment',
  'recognise-genuine',
  'respond-fast',
  'build-secure',
] as const;

export type CaseSkill = (typeof CASE_SKILLS)[number];

/** Each skill as a player reads it. */
export const CASE_SKILL_LABELS: Readonly<Record<CaseSkill, string>> = {
  'check-sender': 'Check who really sent it',
  'inspect-link': 'Inspect the link, QR code or address bar',
  'verify-channel': 'Verify by a channel you already know',
  'spot-pressure': 'Spot urgency, secrecy and threats',
  'protect-codes': 'Protect codes, PINs and approvals',
  'doubt-offer': 'Doubt the offer that is too good',
  'guard-access': 'Guard what gets access to your device, accounts and data',
  'check-payment': 'Check where money goes before it moves',
  'recognise-genuine': 'Recognise the genuine message',
  'respond-fast': 'Contain and report when it has happened',
  'build-secure': 'Build and run systems safely',
};

const skillSet: ReadonlySet<string> = new Set(CASE_SKILLS);

export function isCaseSkill(value: unknown): value is CaseSkill {
  return typeof value === 'string' && skillSet.has(value);
}
