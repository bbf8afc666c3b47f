import type { BankCaseKey } from './types';

export const MITM_KEYS: readonly BankCaseKey[] = [
  {
    id: 'mitm-01',
    answerId: 'd',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'CafeLuna (open) · CafeLuna Free WiFi (open, connected)',
        why: 'A look-alike hotspot is the easiest way to sit between you and the internet.',
      },
      {
        quote: 'sign in with your email address and your email password',
        why: 'No Wi-Fi portal needs your email password.',
      },
      { quote: 'http://10.0.0.1/portal', why: 'The page is not encrypted and belongs to whoever runs the hotspot.' },
    ],
    habit:
      'On public Wi-Fi, check the network name with staff, never give a password to a portal, and prefer mobile data or a VPN.',
  },
  {
    id: 'mitm-02',
    answerId: 'b',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      { quote: 'Your connection is not private', why: 'The certificate check failed: someone may be in the middle.' },
      {
        quote: 'NET::ERR_CERT_AUTHORITY_INVALID',
        why: 'The certificate is not from a trusted authority, as an interception would produce.',
      },
      { quote: 'Proceed anyway', why: 'Clicking through throws away the protection HTTPS gives you.' },
    ],
    habit: 'Never click through a certificate warning on a login or bank page; leave the network.',
  },
  {
    id: 'mitm-03',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      {
        quote: 'You opened this from the VPN app on your laptop.',
        why: 'You started the sign-in, so the prompt is yours.',
      },
      { quote: 'https://vpn.northwind-traders.example', why: "The page is on your company's own domain." },
      {
        quote: 'you will get a prompt in your authenticator app',
        why: 'The prompt follows the sign-in you just made; the VPN then encrypts your traffic past the hotel network.',
      },
    ],
    habit: 'On untrusted Wi-Fi, connect through your company VPN; approve only prompts you started.',
  },
  {
    id: 'mitm-04',
    answerId: 'c',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      { quote: 'upgrade@nwb-secure-profile.example', why: "Not your bank's domain." },
      {
        quote: 'trust the certificate in Settings',
        why: 'A trusted certificate lets its owner read your encrypted traffic.',
      },
      { quote: 'To keep using mobile banking after 30 November', why: 'A deadline is there to rush you.' },
    ],
    habit: "Never install a profile or certificate from an email; your bank's app updates through the app store.",
  },
  {
    id: 'mitm-05',
    answerId: 'b',
    legitimate: true,
    skill: 'recognise-genuine',
    flags: [
      { quote: 'Connected to: ORTIA-Free', why: "The network has the name on the airport's own signs." },
      { quote: 'No sign-in or personal details needed.', why: 'It asks for nothing but accepting the terms.' },
    ],
    habit:
      "Public Wi-Fi that matches the venue's signs and asks for nothing is fine for browsing; bank over the VPN or mobile data.",
  },
  {
    id: 'mitm-06',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'https://wifi-connect.example/profile.mobileconfig',
        why: 'The code leads to a configuration profile, not a Wi-Fi login.',
      },
      {
        quote: 'turn on full trust for the Connect certificate',
        why: 'A fully trusted certificate lets its owner read your encrypted traffic, banking included.',
      },
      { quote: 'A card on your table', why: 'A loose card with a code can be left by anyone.' },
    ],
    habit:
      'Joining Wi-Fi never needs a profile or a trusted certificate; get the network name and password from staff.',
  },
  {
    id: 'mitm-07',
    answerId: 'a',
    legitimate: false,
    skill: 'guard-access',
    flags: [
      {
        quote: 'Your network may be intercepting traffic.',
        why: 'The app checks who it is talking to; someone on this network is in the way.',
      },
      {
        quote: "just use the bank's website in the browser, that works",
        why: 'Moving to a channel that does not complain does not remove the interception.',
      },
    ],
    habit:
      'When an app refuses a network because traffic is intercepted, leave the network; do not look for a way round the warning.',
  },
  {
    id: 'mitm-08',
    answerId: 'c',
    legitimate: false,
    skill: 'inspect-link',
    flags: [
      {
        quote: 'http://online.northwindbank.example/login',
        why: 'Plain http: the page came unencrypted, so anyone on the network can read or change it.',
      },
      {
        quote: 'The address bar shows "Not secure" before the address.',
        why: 'Your bank always uses https; a missing s on a shared network means someone stripped it.',
      },
    ],
    habit:
      "Read the start of the address too: a right domain over plain http on a shared network is not your bank's page.",
  },
];
