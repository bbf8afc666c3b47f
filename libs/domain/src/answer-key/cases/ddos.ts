import type { BankCaseKey } from './types';

export const DDOS_KEYS: readonly BankCaseKey[] = [
  {
    id: 'ddos-01',
    answerId: 'c',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'Pay 0.05 BTC to the wallet below by Thursday',
        why: 'Paying a DDoS extortionist marks you as a payer and buys no protection.',
      },
      {
        quote: 'The outage you just had was us.',
        why: 'A short "demonstration" is the usual opener of DDoS extortion.',
      },
      { quote: 'On Friday, your busiest day', why: 'The threat targets the time you can least afford to lose.' },
    ],
    habit:
      'Do not pay DDoS extortion; get your host or a DDoS protection service to filter the traffic, and report it.',
  },
  {
    id: 'ddos-02',
    answerId: 'c',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'https://status.hostveld.example', why: "It is your host's own status page; nobody sent you a link." },
      { quote: 'Our DDoS protection is filtering it', why: 'A host with DDoS protection absorbs floods for you.' },
      { quote: 'No action is needed from customers.', why: 'It asks for nothing.' },
    ],
    habit:
      "Check your provider's status page yourself when a site is slow; protection that filters floods is what you pay a host for.",
  },
  {
    id: 'ddos-03',
    answerId: 'b',
    legitimate: false,
    skill: 'doubt-offer',
    flags: [
      {
        quote: 'a "stresser" site that can boot their server offline',
        why: 'Booter or stresser services sell DDoS attacks; buying one is illegal.',
      },
      {
        quote: 'Everyone does it, nobody gets caught.',
        why: 'Police have shut booter sites and traced their customers.',
      },
    ],
    habit: 'Never buy a DDoS attack: it is a crime, and booter sites keep customer records.',
  },
  {
    id: 'ddos-04',
    answerId: 'c',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'so a flood is absorbed before it reaches your server',
        why: 'Floods are stopped upstream, by a network far bigger than any one server.',
      },
      {
        quote: "Hide your server's own address",
        why: 'If attackers find the real address, they can skip the protection.',
      },
      {
        quote: 'Limit how many checkout requests one address can send per minute',
        why: 'Rate limits blunt floods aimed at the busiest page.',
      },
    ],
    habit:
      'Defend a shop against floods upstream: a protection network, a hidden origin server and rate limits, set up before the busy season.',
  },
  {
    id: 'ddos-05',
    answerId: 'a',
    legitimate: false,
    skill: 'respond-fast',
    flags: [
      {
        quote: 'three new staff accounts were added to the shop admin at 09:40',
        why: 'Accounts nobody asked for, created during the outage, point to an intruder.',
      },
      {
        quote: 'a refund of R48,000 is queued',
        why: 'A flood is often a smokescreen that keeps everyone busy while money is moved.',
      },
    ],
    habit:
      'During an outage, keep watching accounts and payments: freeze what nobody can explain and find who made it.',
  },
  {
    id: 'ddos-06',
    answerId: 'b',
    legitimate: true,
    skill: 'build-secure',
    flags: [
      {
        quote: 'typical of a device taken over by a botnet',
        why: 'Home routers with default passwords are recruited into the botnets behind floods.',
      },
      {
        quote: 'change its admin password from the default, and update its software',
        why: 'The advice is the standard fix and needs nothing from you but the work.',
      },
      { quote: 'We will never ask for your passwords.', why: 'It asks for no password, payment or link click.' },
    ],
    habit:
      "Change default passwords and keep routers and cameras updated, so your devices do not join someone else's attack.",
  },
  {
    id: 'ddos-07',
    answerId: 'a',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'orders per minute are up about as much',
        why: 'Attack traffic does not buy anything; real customers do.',
      },
      {
        quote: 'mostly South African phones and laptops on normal browsers',
        why: 'The visitors look like your audience, right after the programme.',
      },
    ],
    habit:
      'Tell a rush from an attack by what the traffic does: when orders rise with the visits, serve the customers instead of blocking them.',
  },
  {
    id: 'ddos-08',
    answerId: 'c',
    legitimate: false,
    skill: 'build-secure',
    flags: [
      {
        quote: "point the domain straight at our server's IP address",
        why: "Once the server's address is public, an attacker can flood it around any protection.",
      },
      {
        quote: 'We have had no attack in a year.',
        why: 'No attack may be because the protection works; the busiest sale is the likely target.',
      },
    ],
    habit:
      'Keep DDoS protection in front of a shop and its server address private; 20 ms costs less than a day offline.',
  },
];
