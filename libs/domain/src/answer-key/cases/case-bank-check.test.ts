import { describe, expect, it } from 'vitest';
import { SCENARIO_CASES, type BankCase } from '../../content/cases';
import {
  BANK_TARGETS,
  BANK_TARGETS_ENFORCED,
  CAUTIOUS_LEXICON,
  GUESS_LIMITS,
  bankSummary,
  cautiousScore,
  guessReport,
  guessViolations,
  phoneIsReserved,
  reservedNameViolations,
  rightIsStrictlyShortest,
  strategyPicks,
  targetViolations,
  unreservedNames,
} from './case-bank-check';
import { CASE_KEYS } from './index';
import type { CaseKey } from './types';

// The case-bank check: the blind strategies, reserved names and the bank targets, on the real
// bank (must hold) and on planted copies (must fail), so no rule here is one that cannot fail.

type Bank = { cases: BankCase[]; keys: CaseKey[] };
const bank = (): Bank => ({ cases: structuredClone([...SCENARIO_CASES]), keys: structuredClone([...CASE_KEYS]) });
const keyOf = (b: Bank, id: string) => {
  const k = b.keys.find((x) => x.id === id);
  if (!k) throw new Error(`no key ${id}`);
  return k;
};

describe('the case bank cannot be played blind', () => {
  it('prints its summary', () => {
    const summary = bankSummary(SCENARIO_CASES, CASE_KEYS);
    console.log(summary);
    expect(summary).toMatch(/cautious, ties to shortest +\d+\.\d%/);
  });

  it(`holds every blind strategy at most ${GUESS_LIMITS.maxStrategyShare * 100}% and "right is shortest" at most ${GUESS_LIMITS.maxRightIsShortestShare * 100}%`, () => {
    expect(guessViolations(SCENARIO_CASES, CASE_KEYS)).toEqual([]);
  });

  it('fails on a planted tell: the right answer made the most cautious-sounding and shortest', () => {
    const b = bank();
    for (const c of b.cases) {
      const k = keyOf(b, c.id);
      c.choices = c.choices.map((ch) =>
        ch.id === k.answerId
          ? { ...ch, label: 'Verify, report, block.' }
          : { ...ch, label: `${ch.label} now, quickly` },
      );
    }
    const r = guessReport(b.cases, b.keys);
    expect(r.strategies['cautious-then-shortest']).toBe(1);
    expect(r.rightIsShortestShare).toBe(1);
    expect(guessViolations(b.cases, b.keys).length).toBeGreaterThanOrEqual(4);
    expect(guessViolations(b.cases, b.keys).join('\n')).toContain('"cautious, ties to shortest" scores 100.0%');
  });

  it('fails on a planted tell: the right answer made the longest', () => {
    const b = bank();
    for (const c of b.cases) {
      const k = keyOf(b, c.id);
      c.choices = c.choices.map((ch) =>
        ch.id === k.answerId ? { ...ch, label: `${ch.label}${'x'.repeat(120)}` } : ch,
      );
    }
    expect(guessViolations(b.cases, b.keys).some((v) => v.includes('"longest" scores 100.0%'))).toBe(true);
  });

  it('fails on the opposite tell: the right answer never the shortest nor the longest', () => {
    const b = bank();
    for (const c of b.cases) {
      const k = keyOf(b, c.id);
      const wrong = c.choices.filter((ch) => ch.id !== k.answerId);
      // right answer 40 characters, one wrong option shorter, every other wrong option longer
      c.choices = c.choices.map((ch) =>
        ch.id === k.answerId
          ? { ...ch, label: 'x'.repeat(40) }
          : { ...ch, label: ch.id === wrong[0]?.id ? 'y'.repeat(20) : `${ch.id}${'z'.repeat(60)}` },
      );
    }
    const three = b.cases.filter((c) => c.choices.length >= 3).length / b.cases.length;
    expect(guessReport(b.cases, b.keys).strategies['middle-length']).toBeGreaterThanOrEqual(three);
    expect(guessViolations(b.cases, b.keys).join('\n')).toContain('"neither shortest nor longest"');
  });

  it('scores an option by distinct lexicon entries, at word starts', () => {
    expect(CAUTIOUS_LEXICON).toContain('report');
    expect(cautiousScore('Report it and block the sender')).toBe(2);
    expect(cautiousScore('Report, report, report')).toBe(1);
    expect(cautiousScore('Pay the invoice today')).toBe(0);
    expect(cautiousScore('Hang up and call the number on the back of your card')).toBe(3);
    // "lock" does not score inside "block", nor "ask" inside "task"
    expect(cautiousScore('Finish the task')).toBe(0);
    expect(cautiousScore('Block it')).toBe(1);
  });

  it('splits ties: a blind player picks at random among tied options', () => {
    const choices = [
      { id: 'a', label: 'Report it' },
      { id: 'b', label: 'Block it' },
      { id: 'c', label: 'Pay the fee now' },
    ];
    expect(strategyPicks(choices, 'most-cautious').map((c) => c.id)).toEqual(['a', 'b']);
    expect(strategyPicks(choices, 'cautious-then-shortest').map((c) => c.id)).toEqual(['b']);
    expect(strategyPicks(choices, 'shortest').map((c) => c.id)).toEqual(['b']);
    expect(strategyPicks(choices, 'longest').map((c) => c.id)).toEqual(['c']);
    expect(strategyPicks(choices, 'cautious-then-longest').map((c) => c.id)).toEqual(['a']);
    expect(strategyPicks(choices, 'middle-length').map((c) => c.id)).toEqual(['a']);
    const cases = [
      {
        id: 'x-01',
        fraudId: 'Phishing',
        defenseIds: ['UserEducation'],
        medium: 'sms',
        context: 'c',
        body: ['b'],
        question: 'q?',
        choices,
        difficulty: 1,
      },
    ] as const satisfies readonly BankCase[];
    const r = guessReport(cases, [{ id: 'x-01', answerId: 'a', legitimate: false, flags: [], habit: 'h' }]);
    expect(r.strategies['most-cautious']).toBe(0.5);
    expect(r.strategies['cautious-then-shortest']).toBe(0);
    expect(rightIsStrictlyShortest(choices, 'b')).toBe(true);
    expect(rightIsStrictlyShortest([...choices, { id: 'd', label: 'Tell me' }], 'b')).toBe(false);
  });
});

describe('cases name nothing real', () => {
  it('uses reserved or fictional names for every invented domain, address, URL and number', () => {
    expect(reservedNameViolations(SCENARIO_CASES, CASE_KEYS)).toEqual([]);
  });

  it.each([
    ['https://northwindbank.example.secure-verify.net/login', 'URL host northwindbank.example.secure-verify.net'],
    ['Write to billing@karoo-logistics.co.za today', 'email billing@karoo-logistics.co.za'],
    ['Go to paysmart-refunds.com to claim', 'domain paysmart-refunds.com'],
    ['https://parkzone-pay.example.co/m/2291', 'URL host parkzone-pay.example.co'],
    ['Call us back on 010 555 0142.', 'number 010 555 0142'],
    ['Call +27 82 123 4567 now', 'number +27 82 123 4567'],
    ['Ring 0860 123 456', 'number 0860 123 456'],
    ['Call +44 20 7123 4567', 'number +44 20 7123 4567'],
    ['http://41.0.12.9/login', 'URL host 41.0.12.9'],
  ])('refuses %s', (text, found) => {
    expect(unreservedNames(text)).toEqual([found]);
  });

  it.each([
    'https://sars.gov.za.efiling-verify.example/login',
    'Naledi <naledi.dube.ceo@mailbox.example>',
    'see https://swiftpost-za.delivery-fee.example.net/pay',
    'go to sars.gov.za yourself, or www.safps.org.za',
    'call 071 000 2291 or +27 87 000 5561 or 0860 000 123',
    'SAFPS on 011 867 2234; Crime Stop 086 00 10111; emergency 10111',
    'open Invoice_0932.zip, NWB_Secure.apk and March.xlsx',
    'follow @lux.collectz',
    'the router at http://10.0.0.1/admin, the server at 203.0.113.7',
    'account 9988 1203 44, order SW-55120',
    '+44 7700 900123 and +1 212 555 0142',
  ])('accepts %s', (text) => {
    expect(unreservedNames(text)).toEqual([]);
  });

  it('fails on a planted real domain and a planted real-looking number in a case', () => {
    const b = bank();
    const [first, second] = b.cases;
    if (!first || !second) throw new Error('empty bank');
    first.body = [...first.body, 'Pay at https://real-bank-login.com/pay'];
    second.choices = second.choices.map((ch, i) => (i === 0 ? { ...ch, label: 'Call 082 555 1234' } : ch));
    const v = reservedNameViolations(b.cases, b.keys);
    expect(v.find((x) => x.startsWith(`reserved names: ${first.id} `))).toContain('real-bank-login.com');
    expect(v.find((x) => x.startsWith(`reserved names: ${second.id} `))).toContain('082 555 1234');
    expect(phoneIsReserved('082 555 1234')).toBe(false);
  });
});

describe('the bank meets its targets', () => {
  it(`has ≥${BANK_TARGETS.minCases} cases, ≥${BANK_TARGETS.minCasesPerSkill} per skill, ≥${BANK_TARGETS.minDifficulty3} of difficulty 3, every pattern, ≥1/3 South African, ≥1/3 genuine`, () => {
    expect(BANK_TARGETS_ENFORCED).toBe(true);
    expect(targetViolations(SCENARIO_CASES, CASE_KEYS)).toEqual([]);
  });

  it('fails on a planted shortfall', () => {
    const b = bank();
    const cut = b.cases.slice(0, 100);
    const keys = b.keys.filter((k) => cut.some((c) => c.id === k.id));
    for (const k of keys) k.legitimate = false;
    const v = targetViolations(cut, keys);
    expect(v.some((x) => x.includes('100 cases'))).toBe(true);
    expect(v.some((x) => x.includes('genuine'))).toBe(true);
  });
});
