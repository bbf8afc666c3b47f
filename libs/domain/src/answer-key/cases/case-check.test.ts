import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_SKILL_LABELS, SCENARIO_CASES, type BankCase, type ScenarioCase } from '../../content/cases';
import { BANK_RULES, bankReport, bankViolations, setupClue } from './bank-rules';
import { CASE_KEYS } from './index';
import type { CaseKey } from './types';

// The content check of the case bank. Every rule of BANK_RULES runs on the real bank
// and must hold; each rule also runs on a copy of the bank with an error planted, and must fail
// there, so no rule here is one that cannot fail. The public/graded split is checked the same way:
// on the real public half (content/cases, which reaches the browser) and on planted copies.

type Bank = { cases: BankCase[]; keys: CaseKey[] };
const bank = (): Bank => ({ cases: structuredClone([...SCENARIO_CASES]), keys: structuredClone([...CASE_KEYS]) });
/** The item at i, or a thrown error (the bank is never that short). */
function at<T>(list: readonly T[], i: number): T {
  const x = list[i];
  if (x === undefined) throw new Error(`no item ${i}`);
  return x;
}
const keyOf = (b: Bank, id: string) => {
  const k = b.keys.find((x) => x.id === id);
  if (!k) throw new Error(`no key ${id}`);
  return k;
};
/** The rule each violation line starts with (see bankViolations). */
const RULE_NAMES = [
  'pairing',
  'count',
  'per fraud',
  'difficulty',
  'skill',
  'pattern',
  'genuine share',
  'setup clue',
  'answer position',
  'south africa',
] as const;
type RuleName = (typeof RULE_NAMES)[number];
const violationsOf = (b: Bank, rule: RuleName) =>
  bankViolations(b.cases, b.keys).filter((v) => v.startsWith(`${rule}:`));

/** One planted error per rule: each makes the bank break that rule (and the check must say so). */
const PLANTS: readonly { rule: RuleName; what: string; plant: (b: Bank) => void }[] = [
  {
    rule: 'count',
    what: 'the bank cut to 149 cases',
    plant: (b) => {
      b.cases.splice(149);
      b.keys = b.keys.filter((k) => b.cases.some((c) => c.id === k.id));
    },
  },
  {
    rule: 'per fraud',
    what: 'a fraud left with 5 cases',
    plant: (b) => {
      const drop = b.cases
        .filter((c) => c.fraudId === 'Xss')
        .slice(5)
        .map((c) => c.id);
      b.cases = b.cases.filter((c) => !drop.includes(c.id));
      b.keys = b.keys.filter((k) => !drop.includes(k.id));
    },
  },
  {
    rule: 'per fraud',
    what: 'a high-weight fraud left with 8 cases',
    plant: (b) => {
      const drop = b.cases
        .filter((c) => c.fraudId === 'Vishing')
        .slice(8)
        .map((c) => c.id);
      b.cases = b.cases.filter((c) => !drop.includes(c.id));
      b.keys = b.keys.filter((k) => !drop.includes(k.id));
    },
  },
  {
    rule: 'difficulty',
    what: 'a case with difficulty 4',
    plant: (b) => {
      (b.cases[0] as { difficulty: number }).difficulty = 4;
    },
  },
  {
    rule: 'difficulty',
    what: 'a case without a difficulty',
    plant: (b) => {
      delete (b.cases[10] as { difficulty?: number }).difficulty;
    },
  },
  {
    rule: 'difficulty',
    what: 'no hard cases left',
    plant: (b) => {
      for (const c of b.cases) if (c.difficulty === 3) c.difficulty = 2;
    },
  },
  {
    rule: 'skill',
    what: 'a key with a skill outside the set',
    plant: (b) => {
      (b.keys[3] as { skill: string }).skill = 'read-the-stars';
    },
  },
  {
    rule: 'skill',
    what: 'a key without a skill',
    plant: (b) => {
      delete at(b.keys, 4).skill;
    },
  },
  {
    rule: 'skill',
    what: 'a skill of the set that trains fewer than 3 cases',
    plant: (b) => {
      for (const k of b.keys) if (k.skill === 'spot-pressure') k.skill = 'verify-channel';
    },
  },
  {
    rule: 'pattern',
    what: 'the sextortion pattern untagged',
    plant: (b) => {
      for (const c of b.cases) if (c.pattern === 'sextortion') delete c.pattern;
    },
  },
  {
    rule: 'pattern',
    what: 'a pattern outside the set',
    plant: (b) => {
      (b.cases[5] as { pattern?: string }).pattern = 'crypto-atm';
    },
  },
  {
    rule: 'genuine share',
    what: 'genuine cases worth a tenth of the bank turned into frauds',
    plant: (b) => {
      b.keys
        .filter((k) => k.legitimate)
        .slice(0, Math.ceil(b.keys.length / 10))
        .forEach((k) => {
          k.legitimate = false;
        });
    },
  },
  {
    rule: 'genuine share',
    what: 'genuine cases over 40%',
    plant: (b) => {
      b.keys
        .filter((k) => !k.legitimate)
        .slice(0, Math.ceil(b.keys.length / 10))
        .forEach((k) => {
          k.legitimate = true;
        });
    },
  },
  {
    rule: 'setup clue',
    what: '"from an unknown number" added to a quarter of the setup lines',
    plant: (b) => {
      b.cases.slice(0, 40).forEach((c) => {
        c.context = `${c.context}, from an unknown number`;
      });
    },
  },
  {
    rule: 'setup clue',
    what: 'the key flagging the setup line of a quarter of the cases',
    plant: (b) => {
      b.cases.slice(0, 40).forEach((c) => {
        c.context = `${c.context}. You did not order anything.`;
        keyOf(b, c.id).flags = [
          ...keyOf(b, c.id).flags.slice(0, 3),
          { quote: 'You did not order anything.', why: 'Planted.' },
        ];
      });
    },
  },
  {
    rule: 'answer position',
    what: 'the right answer moved to the first choice in half the cases',
    plant: (b) => {
      b.cases.slice(0, 80).forEach((c) => {
        const k = keyOf(b, c.id);
        const right = c.choices.filter((ch) => ch.id === k.answerId);
        c.choices = [...right, ...c.choices.filter((ch) => ch.id !== k.answerId)];
      });
    },
  },
  {
    rule: 'answer position',
    what: 'the right answer made the longest choice in half the cases',
    plant: (b) => {
      b.cases.slice(0, 80).forEach((c) => {
        const k = keyOf(b, c.id);
        c.choices = c.choices.map((ch) =>
          ch.id === k.answerId ? { ...ch, label: `${ch.label} ${'and that is the safe thing to do '.repeat(3)}` } : ch,
        );
      });
    },
  },
  {
    rule: 'south africa',
    what: 'every case moved out of South Africa',
    plant: (b) => {
      b.cases.forEach((c) => {
        c.context = 'Somewhere';
        c.from = undefined;
        c.to = undefined;
        c.subject = undefined;
        c.link = undefined;
        c.body = ['A message.'];
        c.lines = c.lines ? [{ speaker: 'Someone', text: 'Hello.' }] : undefined;
        c.question = 'What do you do?';
        c.choices = c.choices.map((ch) => ({ ...ch, label: `Choice ${ch.id}` }));
      });
    },
  },
  {
    rule: 'pairing',
    what: 'a key without its case',
    plant: (b) => {
      b.cases.shift();
    },
  },
];

describe('the case bank keeps its content rules', () => {
  const real = bank();
  for (const rule of RULE_NAMES) {
    it(`${rule}`, () => {
      expect(violationsOf(real, rule)).toEqual([]);
    });
  }

  it('has the figures the rules promise', () => {
    const r = bankReport(SCENARIO_CASES, CASE_KEYS);
    expect(r.count).toBeGreaterThanOrEqual(BANK_RULES.minCases);
    expect(r.setupClueShare).toBeLessThanOrEqual(BANK_RULES.maxSetupClueShare);
    expect(Math.max(...r.positionShares)).toBeLessThanOrEqual(BANK_RULES.maxPositionShare);
  });

  for (const { rule, what, plant } of PLANTS) {
    it(`fails on a planted error: ${what} (${rule})`, () => {
      const b = bank();
      expect(violationsOf(b, rule), 'the real bank already breaks it').toEqual([]);
      plant(b);
      expect(violationsOf(b, rule).length, `planting "${what}" went unnoticed`).toBeGreaterThan(0);
    });
  }
  it('has a planted error for every rule', () => {
    expect(RULE_NAMES.filter((r) => !PLANTS.some((p) => p.rule === r))).toEqual([]);
  });
});

describe('the setup line (context) rule', () => {
  const c = (context: string): ScenarioCase => ({
    id: 'x-01',
    fraudId: 'Phishing',
    defenseIds: ['UserEducation'],
    medium: 'sms',
    context,
    from: 'X',
    body: ['Pay now.'],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  });
  const key = (quote: string): CaseKey => ({
    id: 'x-01',
    answerId: 'a',
    legitimate: false,
    flags: [{ quote, why: 'w' }],
    habit: 'h',
    skill: 'check-sender',
  });
  it.each([
    ['Tuesday 09:14, a text from an unknown number', 'Pay now.'],
    ['A call from a private number', 'Pay now.'],
    ['You are not expecting a parcel.', 'Pay now.'],
    ['You opened the app yourself.', 'Pay now.'],
    ['The voice sounds exactly like your son.', 'Pay now.'],
    ['No one remembers ordering from this company.', 'Pay now.'],
    ['The plumber you have used for years', 'Pay now.'],
    ['You have not asked for a new SIM.', 'Pay now.'],
    ['Monday 08:47, your work inbox. You do not deal with this company.', 'Pay now.'],
    ['Friday, your inbox. Two minutes ago you signed in.', 'Two minutes ago you signed in.'],
  ])('says "%s" gives the clue', (context, quote) => {
    expect(setupClue(c(context), key(quote))).not.toBeNull();
  });
  it.each([
    'Monday 08:47, your work inbox',
    'Tuesday 18:40, a call to your mobile',
    'Accounts payable at Karoo Logistics',
    'Saturday 10:40, the pay machine of a shopping centre car park',
  ])('says the neutral setting "%s" gives none', (context) => {
    expect(setupClue(c(context), key('Pay now.'))).toBeNull();
  });
});

// ---- The public/graded split -----------------------------------------------------------------

/** The fields a public case may carry: everything else (answer, verdict, flags, habit, skill) is graded. */
const PUBLIC_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'fraudId',
  'defenseIds',
  'medium',
  'difficulty',
  'pattern',
  'context',
  'from',
  'to',
  'subject',
  'link',
  'body',
  'lines',
  'question',
  'choices',
]);
const CASES_DIR = join(import.meta.dirname, '../../content/cases');
const publicSources = () =>
  readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((name) => ({ name, text: readFileSync(join(CASES_DIR, name), 'utf8') }));
/** A source's text as its string literals read (the sources escape quotes as \'). */
const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1');

/** Every way the public half holds something graded: a graded field, an import of the key, or a key's text. */
function splitLeaks(
  cases: readonly object[],
  keys: readonly CaseKey[],
  sources: readonly { name: string; text: string }[],
): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const extra = Object.keys(c).filter((f) => !PUBLIC_FIELDS.has(f));
    if (extra.length) out.push(`${(c as { id?: string }).id}: graded or unknown field ${extra.join(', ')}`);
  }
  const gradedTexts = keys.flatMap((k) => [
    { what: `the habit of ${k.id}`, text: k.habit },
    ...k.flags.map((f, i) => ({ what: `red flag ${i + 1} of ${k.id}`, text: f.why })),
  ]);
  const data = JSON.stringify(cases);
  for (const g of gradedTexts) if (data.includes(g.text)) out.push(`the public cases hold ${g.what}`);
  for (const { name, text } of sources) {
    if (/(?:\bfrom|\bimport\s*\(|\brequire\s*\()\s*['"][^'"]*answer-key/.test(text))
      out.push(`${name} imports the answer key`);
    if (/\b(answerId|legitimate|habit|flags|skill)\s*:/.test(text)) out.push(`${name} writes a graded field`);
    const plain = unescape(text);
    for (const g of gradedTexts) if (plain.includes(g.text)) out.push(`${name} holds ${g.what}`);
  }
  return out;
}

describe('the public half holds nothing graded', () => {
  it('reads the sources of content/cases', () => {
    const names = publicSources().map((s) => s.name);
    expect(names).toContain('phishing.ts');
    expect(names.length).toBeGreaterThanOrEqual(19);
  });

  it('has no graded field, no import of the key and no text of the key in content/cases', () => {
    expect(splitLeaks(SCENARIO_CASES, CASE_KEYS, publicSources())).toEqual([]);
  });

  it('does not name the skill a case trains anywhere in its public text', () => {
    const leaked = SCENARIO_CASES.filter((c) => {
      const k = CASE_KEYS.find((x) => x.id === c.id);
      return k !== undefined && JSON.stringify(c).includes(CASE_SKILL_LABELS[k.skill]);
    }).map((c) => c.id);
    expect(leaked).toEqual([]);
  });

  const first = at(SCENARIO_CASES, 0);
  const plants: readonly [string, () => string[]][] = [
    ['a public case carrying its answer', () => splitLeaks([{ ...first, answerId: 'a' }], CASE_KEYS, [])],
    ['a public case carrying its skill', () => splitLeaks([{ ...first, skill: 'check-sender' }], CASE_KEYS, [])],
    [
      "a habit pasted into a case's body",
      () => splitLeaks([{ ...first, body: [at(CASE_KEYS, 0).habit] }], CASE_KEYS, []),
    ],
    [
      'a content/cases file importing the key',
      () =>
        splitLeaks([], CASE_KEYS, [
          { name: 'planted.ts', text: "import { CASE_KEYS } from '../../answer-key/cases';" },
        ]),
    ],
    [
      'a content/cases file importing the key lazily',
      () =>
        splitLeaks([], CASE_KEYS, [
          { name: 'planted.ts', text: "const keys = await import('@fraudshield/domain/answer-key');" },
        ]),
    ],
    [
      'a content/cases file writing a graded field',
      () => splitLeaks([], CASE_KEYS, [{ name: 'planted.ts', text: '  legitimate: true,' }]),
    ],
    [
      'a red-flag reason in a content/cases file',
      () =>
        splitLeaks([], CASE_KEYS, [
          { name: 'planted.ts', text: `const note = '${at(at(CASE_KEYS, 1).flags, 0).why.replace(/'/g, "\\'")}';` },
        ]),
    ],
  ];
  for (const [what, run] of plants) {
    it(`fails on a planted leak: ${what}`, () => {
      expect(run().length).toBeGreaterThan(0);
    });
  }
});
