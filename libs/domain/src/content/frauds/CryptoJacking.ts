import type { FraudPage, SourceRef } from '../types';
import { SONICWALL_2023_CRYPTOJACKING, SONICWALL_2023_MALWARE, SONICWALL_2024_REPORT_POST } from './figures';
import { CYBERSECURITY_HUB, SAPS_CASE } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const TESLA_CRYPTOJACKING: SourceRef = {
  title: "Tesla's cloud hit by crypto mining malware attack",
  url: 'https://www.coindesk.com/markets/2018/02/21/teslas-cloud-hit-by-crypto-mining-malware-attack/',
  publisher: 'CoinDesk',
  year: 2018,
};

const MINING_POOL_DETECTION: SourceRef = {
  title: 'Detection for T1496.001 Compute Hijacking (mining pool connections)',
  url: 'https://df00tech.com/detections/T1496.001/splunk',
  publisher: 'df00tech',
  year: 2025,
};

export const cryptoJackingPage: FraudPage = {
  ...FRAUD_INDEX.CryptoJacking,
  whatItIs: [
    'Cryptojacking is the theft of computing power. Criminals run cryptocurrency-mining software on machines they do not own: a website script that mines while you read, malware on a PC, a hacked server, or a cloud account opened with stolen keys. The coins go to them; the electricity, slowdowns and cloud bills go to you.',
    'It is quiet by design, so it can run for months. Because it does not destroy data, it is often found by noticing its effects: machines that run hot, slow apps, or a cloud bill that jumps.',
  ],
  howItWorks: [
    'The criminal gets in through an unpatched server, a misconfigured cloud console, stolen cloud credentials, a malicious download, or a script injected into a website.',
    'They install a miner, such as XMRig, and hide it under an innocent-looking name.',
    'The miner uses processor or graphics power around the clock, often throttled to avoid notice.',
    'It connects to a mining pool, frequently over "stratum" on ports such as 3333 or 4444, to send its work and get paid.',
    'The criminal spreads to more machines or spins up extra cloud servers to multiply earnings.',
  ],
  warningSigns: [
    'Fans running loudly, devices hot and batteries draining when you are not doing much.',
    'Computers, phones or servers becoming slow for no clear reason, with high CPU use in the task manager.',
    'A cloud bill far higher than normal, or new servers you did not create.',
    'Network connections to unknown mining pools or unusual ports such as 3333 or 4444.',
    'A website that makes your browser sluggish as long as the tab stays open.',
  ],
  realCase: {
    title: "Tesla's cloud used to mine cryptocurrency",
    year: 2018,
    summary:
      "In February 2018 security researchers at RedLock reported that attackers had found a Tesla Kubernetes administration console with no password. Through it they reached Tesla's cloud account and ran cryptocurrency mining software. They hid the mining traffic behind a content-delivery service and kept processor use low to avoid detection. Tesla said it fixed the issue within hours and found no sign that customer data was affected.",
    source: TESLA_CRYPTOJACKING,
  },
  keyNumbers: [SONICWALL_2023_CRYPTOJACKING, SONICWALL_2023_MALWARE],
  ifItHappens: [
    'Identify and stop the mining process, and disconnect the affected machine from the network if it is a server.',
    'Run a full security scan, remove the miner and any scheduled tasks or start-up entries it added.',
    'In the cloud, delete unknown servers, rotate all access keys, turn on MFA for every account and contact your provider about the bill.',
    'Patch the software or fix the configuration that let the attacker in.',
    "For a browser miner, close the tab, clear the site's data and install a reputable blocker or keep your browser updated.",
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK), especially if cloud charges are large.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'At work',
        how: "A company's cloud account, opened with an access key leaked in code or a password that was never changed, suddenly runs dozens of servers at night; the bill arrives in rand at month-end.",
      },
      {
        channel: 'Website',
        how: 'A "free" streaming, game or download site runs a miner in your browser for as long as the tab stays open.',
      },
      {
        channel: 'Email',
        how: 'A cracked-software download or an attachment installs a hidden miner that slows the office PC and burns data and electricity.',
      },
    ],
    nextTenMinutes: [
      'Stop the mining process or switch off the unknown cloud servers, and disconnect an infected server from the network.',
      'Rotate every cloud access key and password, and turn on multi-factor sign-in for all cloud accounts.',
      "Call your cloud provider's support about the charges and ask what it can reverse; keep its logs.",
      'Report the incident to the Cybersecurity Hub and, for large losses, open a SAPS case.',
    ],
    reportTo: [CYBERSECURITY_HUB, SAPS_CASE],
  },
  sources: [SONICWALL_2024_REPORT_POST, TESLA_CRYPTOJACKING, MINING_POOL_DETECTION],
};
