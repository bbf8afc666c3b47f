import type { CaseKey } from './types';

export const DDOS_KEYS: readonly CaseKey[] = [
  {
    id: 'ddos-01',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'Pay 0.05 BTC to the wallet below by Thursday', why: 'Paying a DDoS extortionist marks you as a payer and buys no protection.' },
      { quote: 'The outage you just had was us.', why: 'A short "demonstration" is the usual opener of DDoS extortion.' },
      { quote: 'On Friday, your busiest day', why: 'The threat targets the time you can least afford to lose.' },
    ],
    habit: 'Do not pay DDoS extortion; get your host or a DDoS protection service to filter the traffic, and report it.',
  },
  {
    id: 'ddos-02',
    answerId: 'c',
    legitimate: true,
    flags: [
      { quote: 'you typed your hosting company\'s status page address yourself', why: 'You went to the source; nobody sent you there.' },
      { quote: 'Our DDoS protection is filtering it', why: 'A host with DDoS protection absorbs floods for you.' },
      { quote: 'No action is needed from customers.', why: 'It asks for nothing.' },
    ],
    habit: 'Check your provider\'s status page yourself when a site is slow; protection that filters floods is what you pay a host for.',
  },
  {
    id: 'ddos-03',
    answerId: 'b',
    legitimate: false,
    flags: [
      { quote: 'a "stresser" site that can boot their server offline', why: 'Booter or stresser services sell DDoS attacks; buying one is illegal.' },
      { quote: 'Everyone does it, nobody gets caught.', why: 'Police have shut booter sites and traced their customers.' },
    ],
    habit: 'Never buy a DDoS attack: it is a crime, and booter sites keep customer records.',
  },
];
