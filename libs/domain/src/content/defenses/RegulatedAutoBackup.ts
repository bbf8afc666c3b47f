import type { DefensePage } from '../types';
import { SECURITY_MAGAZINE_DBIR_2026, VERIZON_2026_RANSOMWARE } from '../frauds/figures';
import { MITRE_M1053 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const regulatedAutoBackupPage: DefensePage = {
  ...DEFENSE_INDEX.RegulatedAutoBackup,
  whatItIs: [
    'Automatic backups copy your important files and systems on a schedule, without anyone having to remember. "Regulated" means the backups follow rules: kept away from the main system, kept in several versions, protected from being changed, and tested.',
    'Backups are the recovery plan for ransomware. Ransomware locks your files and demands payment for the key. With a clean, recent copy that the criminals could not reach, you can restore instead of paying. MITRE lists data backup (M1053) as the mitigation for data being encrypted or destroyed.',
  ],
  howItWorks: [
    'Follow the 3-2-1 rule: at least 3 copies of your data, on 2 different kinds of storage, with 1 copy offsite or offline.',
    'Keep at least one copy that cannot be changed or deleted for a set time (immutable or "write once" storage), or that is disconnected from the network.',
    'Turn on versioning, so you can go back to the copy from before the infection, not just the latest one.',
    'Run backups automatically, daily for important data, and get an alert if one fails.',
    'Test a full restore regularly. A backup you have never restored is a hope, not a plan.',
  ],
  tradeOffs: [
    'Storage and backup software cost money, more as data grows; cloud backup for a small firm is usually a modest monthly fee.',
    'Restoring takes time, from hours to days, and you lose whatever changed since the last backup.',
    'Backups that stay connected to the network can be encrypted or deleted by the attacker too.',
    'Backups do not stop criminals from stealing and leaking your data. Verizon’s 2026 study found ransomware in 48% of breaches (as reported by Security Magazine), and many gangs now also threaten to publish what they took.',
    'They do not prevent the attack; they make recovery possible.',
  ],
  authorities: [{ label: 'MITRE ATT&CK M1053 Data Backup', url: 'https://attack.mitre.org/mitigations/M1053' }],
  figures: [VERIZON_2026_RANSOMWARE],
  sources: [MITRE_M1053, SECURITY_MAGAZINE_DBIR_2026],
};
