import type { FraudPage, SourceRef } from '../types';
import {
  CLOUDFLARE_2025_DDOS_ATTACKS,
  CLOUDFLARE_2025_DDOS_PER_HOUR,
  CLOUDFLARE_2025_DDOS_RECORD,
  QLOUDBLOG_CLOUDFLARE_2025_Q4,
} from './figures';
import { CLOUDFLARE_Q4_2025 } from './sources';
import { CYBERSECURITY_HUB, SAPS_CASE } from './south-africa';
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
    "On command, every bot sends traffic at once, filling the target's internet link or exhausting its servers.",
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
    title: 'A 31.4 Tbps flood from a botnet of TV boxes',
    year: 2025,
    summary:
      "In the last quarter of 2025 Cloudflare blocked an attack that peaked at 31.4 terabits per second, the largest it had reported (its report came out in February 2026). Cloudflare tied the year's biggest floods to the Aisuru\u2013Kimwolf botnet, which it estimated at one to four million infected devices, mostly Android TV boxes. The attack lasted well under a minute and was filtered automatically across Cloudflare's network, the kind of upstream capacity no single company can build for itself.",
    source: CLOUDFLARE_Q4_2025,
  },
  keyNumbers: [CLOUDFLARE_2025_DDOS_ATTACKS, CLOUDFLARE_2025_DDOS_PER_HOUR, CLOUDFLARE_2025_DDOS_RECORD],
  ifItHappens: [
    'Confirm it is an attack and not a fault: check your monitoring and ask your hosting or internet provider.',
    'Call your provider or DDoS protection service and ask them to filter the traffic upstream.',
    'Tell customers what is happening through a channel that still works, such as social media.',
    'Do not pay a ransom demand; keep the messages as evidence.',
    'Report it to the FBI at ic3.gov (US) or Action Fraud (UK).',
    'Afterwards, put an always-on DDoS protection or CDN service in front of your site and change default passwords on your own devices.',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Website',
        how: 'An online shop, school portal or municipal payment page goes dark during a sale, a results day or month-end.',
      },
      {
        channel: 'Email',
        how: 'A threat that the site will be flooded unless the business pays in cryptocurrency, sometimes after a short "demo" outage.',
      },
    ],
    nextTenMinutes: [
      'Call your hosting company or internet provider and ask it to filter the traffic upstream; your own router or firewall cannot cope with a flood.',
      'Post a short note on your social media or WhatsApp channel so customers know you are still there and how to order.',
      'If there is a ransom demand, do not pay or reply; save the messages and open a SAPS case.',
      'Report the attack to the Cybersecurity Hub, the national CSIRT, so it can warn others hit by the same botnet.',
    ],
    reportTo: [CYBERSECURITY_HUB, SAPS_CASE],
  },
  sources: [CLOUDFLARE_Q4_2025, QLOUDBLOG_CLOUDFLARE_2025_Q4, MITRE_M1037],
};
