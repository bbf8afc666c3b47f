import type { DefensePage } from '../types';
import { MITRE_M1031, MITRE_T1496 } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const networkMonitoringPage: DefensePage = {
  ...DEFENSE_INDEX.NetworkMonitoring,
  whatItIs: [
    'Network monitoring means collecting and watching what happens on your systems: traffic in and out, logins, and how much computing power is in use. Tools compare this against what is normal and raise an alert when something looks wrong.',
    'It is the game’s broad role-player. It rarely stops an attack on its own, but it helps a little against most attacks on your systems, because they leave traces: a login from an odd country, a computer talking to a strange server, a sudden spike in data leaving the network. It sees nothing of frauds that happen outside your systems: an investment pitch, a payment a customer is talked into, a skimmer on an ATM, a SIM swap at the mobile operator, a synthetic identity at a lender.',
    'Its one strong match is cryptojacking. Hidden crypto-miners burn processor power and connect to mining pools, which monitoring can see.',
  ],
  howItWorks: [
    'Collect logs from firewalls, email, cloud accounts and important computers in one place.',
    'Set alerts for unusual patterns: logins from new countries or at odd hours, many failed logins, large data transfers, new inbox forwarding rules.',
    'Watch resource use: a server or laptop running at full CPU for no reason may be mining crypto for someone else, often over "stratum" connections to mining pools on ports such as 3333 or 4444.',
    'Use intrusion detection and prevention rules to flag or block known attack traffic at the network edge.',
    'Make sure a person or service actually reviews alerts and knows what to do next.',
  ],
  tradeOffs: [
    'Tools and storage cost money, and someone must read the alerts; many small firms pay a managed service for this.',
    'False alarms are common. Too many alerts and people start ignoring them.',
    'It mostly detects rather than prevents: it tells you something is happening, and you still have to act.',
    'Monitoring staff activity raises privacy questions; be clear about what is collected and why.',
    'It cannot see scams that happen entirely outside your systems, such as a phone call to a staff member.',
  ],
  authorities: [
    { label: 'MITRE ATT&CK M1031 Network Intrusion Prevention', url: 'https://attack.mitre.org/mitigations/M1031' },
    { label: 'MITRE ATT&CK T1496 Resource Hijacking', url: 'https://attack.mitre.org/techniques/T1496' },
  ],
  figures: [],
  sources: [MITRE_M1031, MITRE_T1496],
};
