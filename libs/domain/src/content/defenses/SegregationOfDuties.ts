import type { DefensePage } from '../types';
import { ACFE_2024_LACK_OF_CONTROLS, ACFE_2024_OVERRIDE, AHUJA_RTTN_2024 } from '../frauds/figures';
import { ARUP_DEEPFAKE_CASE, CTID_T1657, NIST_800_53 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const segregationOfDutiesPage: DefensePage = {
  ...DEFENSE_INDEX.SegregationOfDuties,
  whatItIs: [
    'Segregation of duties splits risky tasks between different people. The person who adds a new supplier is not the one who approves paying it. The person who approves a payment is not the one who reconciles the bank account.',
    'It works because fraud then needs two people to agree, or one person to fool two others. The ACFE’s 2024 study found that a lack of internal controls was the main weakness in 32% of workplace fraud cases, and that someone overriding existing controls was the main weakness in 19%, as reported by Ahuja Consultants.',
    'It is one of the standard controls in NIST SP 800-53 (control AC-5), and MITRE’s mappings link that control to protection against financial theft.',
  ],
  howItWorks: [
    'Require two people to approve payments above a set amount, and any change to a supplier’s bank details.',
    'Keep these roles apart: adding suppliers, approving invoices, sending payments, and reconciling the accounts.',
    'Set up your banking and accounting software so one login cannot create and release the same payment.',
    'In a very small business where roles cannot be split, have the owner review every payment run and the bank statement each month.',
    'Treat any request to skip the second approval "just this once" as a red flag.',
  ],
  tradeOffs: [
    'Payments take longer, and urgent ones need a second person to be available.',
    'Hard in very small teams, where one person may do everything; compensate with owner reviews and audits.',
    'Two people working together (collusion) can still get around it.',
    'A second approver who clicks "approve" without looking adds no protection.',
    'It protects processes inside an organisation; it does little for an individual’s personal accounts or against technical attacks.',
  ],
  authorities: [
    {
      label: 'NIST SP 800-53 Rev. 5 AC-5 Separation of Duties',
      url: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
    },
    {
      label: 'MITRE CTID Mappings Explorer: AC-5 protects against T1657 Financial Theft',
      url: 'https://center-for-threat-informed-defense.github.io/mappings-explorer/attack/attack-14.1/domain-enterprise/techniques/T1657',
    },
  ],
  figures: [ACFE_2024_LACK_OF_CONTROLS, ACFE_2024_OVERRIDE],
  sources: [AHUJA_RTTN_2024, NIST_800_53, CTID_T1657, ARUP_DEEPFAKE_CASE],
};
