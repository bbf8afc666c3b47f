import type { ScenarioCase } from './types';

export const DDOS_CASES: readonly ScenarioCase[] = [
  {
    id: 'ddos-01',
    fraudId: 'Ddos',
    defenseIds: ['DdosProtection', 'TrafficFiltering'],
    medium: 'email',
    context: 'You run a small online shop. Ten minutes ago the shop was unreachable for a quarter of an hour.',
    from: 'Iron Fleet Collective <ironfleet@anon-mail.example>',
    to: 'owner@bushveld-biltong.example',
    subject: 'That was a demonstration',
    body: [
      'The outage you just had was us. On Friday, your busiest day, we will take your shop offline for the whole weekend.',
      'Pay 0.05 BTC to the wallet below by Thursday and we will leave you alone.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay: it costs less than a lost weekend of sales' },
      { id: 'b', label: 'Reply and try to negotiate a lower price' },
      { id: 'c', label: 'Do not pay; call your host about DDoS protection' },
    ],
  },
  {
    id: 'ddos-02',
    fraudId: 'Ddos',
    defenseIds: ['DdosProtection'],
    medium: 'web-page',
    context: 'Your shop felt slow, so you typed your hosting company\'s status page address yourself.',
    link: 'https://status.hostveld.example',
    body: [
      'Investigating → Mitigating · 14:20',
      'A large traffic flood is targeting part of our network. Our DDoS protection is filtering it; some sites may be slow for a few minutes.',
      'No action is needed from customers.',
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Move your shop to another host before the end of the day' },
      { id: 'b', label: 'Give your admin password to the host so they can help' },
      { id: 'c', label: 'Nothing: your host is dealing with it' },
    ],
  },
  {
    id: 'ddos-03',
    fraudId: 'Ddos',
    defenseIds: ['UserEducation'],
    medium: 'chat',
    context: 'A gaming group chat, after you lost a ranked match',
    body: [],
    lines: [
      { speaker: 'Kyle', text: 'That team cheats. For R200 I know a "stresser" site that can boot their server offline all weekend.' },
      { speaker: 'Kyle', text: 'Everyone does it, nobody gets caught. You in?' },
    ],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Pay the R200: it is only a game server' },
      { id: 'b', label: 'Decline: paying to knock a server offline is a crime' },
      { id: 'c', label: 'Share the site with friends but do not pay yourself' },
    ],
  },
];
