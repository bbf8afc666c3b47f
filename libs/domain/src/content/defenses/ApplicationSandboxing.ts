import type { DefensePage } from '../types';
import { MITRE_M1048, OWASP_XSS_CHEATSHEET } from './sources';
import { DEFENSE_INDEX } from './wiki-index';

export const applicationSandboxingPage: DefensePage = {
  ...DEFENSE_INDEX.ApplicationSandboxing,
  whatItIs: [
    'A sandbox runs a program, web page or file in a walled-off space with limited access to the rest of the computer. If the code turns out to be malicious, or an attacker breaks into it, the damage is contained to the sandbox.',
    'It is the best answer to flaws nobody knows about yet. MITRE’s mitigation M1048 describes sandboxing as a way to make it hard for attackers to advance through undiscovered or unpatched vulnerabilities, which is exactly what a zero-day exploit is.',
    'You already use sandboxes: modern browsers and phone apps run in them. Businesses add more, such as opening email attachments in a test box first, or isolating web browsing from the office network.',
  ],
  howItWorks: [
    'Keep your browser and phone operating system up to date: their built-in sandboxes are your first layer.',
    'Open untrusted attachments in a protected or preview mode, or let the email service "detonate" them in a sandbox before delivery.',
    'Run internet-facing services in containers or virtual machines with the minimum access they need.',
    'For websites: use iframe sandboxing and a Content Security Policy to limit what embedded or injected scripts can do.',
    'Use browser isolation for risky browsing in high-value roles, so web code never runs on the office computer.',
  ],
  tradeOffs: [
    'Built-in sandboxes are free; attachment detonation and browser isolation are paid services.',
    'Extra layers can slow things down, delay email delivery by a few minutes, or break apps that expect more access.',
    'Sandbox escapes exist: skilled attackers sometimes chain a second flaw to break out, so patching still matters.',
    'It contains malicious code but does nothing about scams where a person is persuaded to act, such as business email compromise.',
  ],
  authorities: [
    {
      label: 'MITRE ATT&CK M1048 Application Isolation and Sandboxing',
      url: 'https://attack.mitre.org/mitigations/M1048',
    },
  ],
  figures: [],
  sources: [MITRE_M1048, OWASP_XSS_CHEATSHEET],
};
