import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeagueCreateSchema } from './callables';
import { checkLeagueName, LEAGUE_NAME_PROBLEMS } from './league-name';
import { looksLikeLink } from './link-like';

const LINKS = [
  'https://win-prizes.example',
  'http://x.co',
  'hxxp://bad.example', // any scheme with //
  'Visit www.prizes',
  'www[.]prizes[.]com',
  'prizes.com',
  'Prizes.COM',
  'Free airtime at prizes.co.za',
  'claim-now.xyz',
  'bank-help.online',
  'prizes。com',
  'prizes．com',
  'prizes[.]com',
  'prizes(dot)com',
  'prizes [dot] com',
  'help@bank.example.com',
  'help@bank.co.za',
  'help [at] bank.co.za',
  'help＠bank.com'.normalize('NFKC'),
  'mailto:help',
  'tel:+27821234567',
  'WhatsApp: +27 82 123 4567 whatsapp:+27821234567',
  '@bank_support',
  'DM @fraudshield.help',
  'Team 192.168.1.10',
  'xn--80ak6aa92e',
  'пример.рф.com',
];

const FINE = [
  'Grade 10 Maths',
  'Class 7B',
  "St. Mary's Risk Team",
  'Grade 10.2',
  'No.1 Defenders',
  'Finance & Ops',
  'Team @ Home',
  'Mr. Smith’s class',
  'Lions 🦁',
  'Durban North High',
  'A.B. Xuma Primary',
  '3.14 Pi Club',
];

describe('league names that read as links or addresses', () => {
  it.each(LINKS)('refuses %s', (name) => {
    expect(looksLikeLink(name)).toBe(true);
    const checked = checkLeagueName(name);
    // Every one of them is refused as a link (none is too long or hidden-character).
    expect(checked).toEqual({ ok: false, problem: 'link' });
  });

  it.each(FINE)('keeps %s', (name) => {
    expect(looksLikeLink(name)).toBe(false);
    expect(checkLeagueName(name).ok).toBe(true);
  });

  it('the contract refuses them with the clear message', () => {
    const out = LeagueCreateSchema.safeParse({ name: 'claim.prizes.com' });
    expect(out.success).toBe(false);
    expect(out.error?.issues[0]?.message).toBe(LEAGUE_NAME_PROBLEMS.link);
    expect(LEAGUE_NAME_PROBLEMS.link).toMatch(/web or email address/);
  });

  it('any host name label.tld is refused, however it is wrapped in words', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
    const tld = fc.constantFrom('com', 'net', 'org', 'za', 'io', 'co', 'xyz', 'online');
    const words = fc.array(fc.constantFrom('Join', 'our', 'class', 'at', 'now', '2026'), { maxLength: 3 });
    fc.assert(
      fc.property(words, label, tld, words, (before, host, top, after) => {
        const name = [...before, `${host}.${top}`, ...after].join(' ');
        expect(looksLikeLink(name), name).toBe(true);
      }),
    );
  });

  it('names of plain words, numbers and spaces are never refused as links', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,10}$|^\d{1,4}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (parts) => {
        expect(looksLikeLink(parts.join(' ')), parts.join(' ')).toBe(false);
      }),
    );
  });
});
