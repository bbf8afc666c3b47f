import type { FraudPage, SourceRef } from '../types';
import { CLOUDFLARE_Q4_2024 } from './sources';
import { FRAUD_INDEX } from './wiki-index';

const MITRE_M1037: SourceRef = {
  title: 'MITRE ATT&CK M1037: Filter Network Traffic',
  url: 'https://attack.mitre.org/mitigations/M1037',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const ddosPage: FraudPage = {
  ...FRAUD_INDEX.Ddos,
  whatItIs: [
    'A distributed denial-of-service (DDoS) attack tries to make a website, app or network unusable by overwhelming it. The traffic comes from a botnet: thousands of hacked computers, routers, cameras and other connected gadgets that the attacker controls remotely.',
    'Nothing is stolen directly, but shops cannot sell, banks cannot serve customers and games go down. Some attackers demand a ransom to stop, and some use the chaos to hide another attack.',
  ],
  howItWorks: [
    'The attacker builds or rents a botnet by infecting devices that still use default passwords or old software.',
    'They choose a target: a website, an online game, a payment service or an internet provider.',
    'On command, every bot sends traffic at once, filling the target\'s internet link or exhausting its servers.',
    'Real customers see pages that time out or error messages, sometimes for minutes, sometimes for days.',
    'The attacker may send a message demanding payment to stop, or launch the flood again later.',
  ],
  warningSigns: [
    'A website or service suddenly becomes very slow or unreachable while your own internet works fine.',
    'A sudden spike of traffic from many countries or devices, far beyond a normal busy day.',
    'An email threatening an attack unless you pay, sometimes with a short "demo" outage.',
    'Your home router or smart devices running hot or slow, which can mean they have been recruited into a botnet.',
  ],
  realCase: {
    title: 'A record 5.6 Tbps attack from a Mirai-variant botnet',
    year: 2024,
    summary:
      'In the last quarter of 2024 Cloudflare blocked the largest DDoS attack it had ever recorded: 5.6 terabits per second. It came from a botnet built on a variant of Mirai, malware that takes over poorly secured internet-connected devices. The attack was absorbed automatically by Cloudflare\'s network, the kind of upstream protection that a single organisation cannot match on its own.',
    source: CLOUDFLARE_Q4_2024,
  },
  keyNumbers: [
    {
      figure: '21.3 million',
      label: 'DDoS attacks Cloudflare blocked in 2024, up 53% on 2023',
      year: 2024,
      source: CLOUDFLARE_Q4_2024,
    },
    {
      figure: '4,870 per hour',
      label: 'Average rate of DDoS attacks Cloudflare blocked through 2024',
      year: 2024,
      source: CLOUDFLARE_Q4_2024,
    },
    {
      figure: '5.6 Tbps',
      label: 'Size of the largest attack Cloudflare had recorded, in Q4 2024',
      year: 2024,
      source: CLOUDFLARE_Q4_2024,
    },
  ],
  ifItHappens: [
    'Confirm it is an attack and not a fault: check your monitoring and ask your hosting or internet provider.',
    'Call your provider or DDoS protection service and ask them to filter the traffic upstream.',
    'Tell customers what is happening through a channel that still works, such as social media.',
    'Do not pay a ransom demand; keep the messages as evidence.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Afterwards, put an always-on DDoS protection or CDN service in front of your site and change default passwords on your own devices.',
  ],
  sources: [CLOUDFLARE_Q4_2024, MITRE_M1037],
};
