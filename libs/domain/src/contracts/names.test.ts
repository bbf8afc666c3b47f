import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeagueCreateSchema, SetDisplayNameSchema } from './callables';
import {
  checkDisplayName,
  checkName,
  DISPLAY_NAME_PROBLEMS,
  NAME_LENGTH,
  normalizeDisplayName,
  type NameKind,
} from './names';
import { checkLeagueName, LEAGUE_NAME_PROBLEMS, NAME_PROBLEMS } from './league-name';
import { DISPLAY_NAME_MAX } from './limits';

const cp = (n: number) => String.fromCodePoint(n);

/** Characters a reader cannot see or that reorder the text around them. */
const HIDDEN: [string, string][] = [
  ['U+202E right-to-left override', '\u202E'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+061C Arabic letter mark', '\u061C'],
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner between letters', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF byte-order mark', '\uFEFF'],
  ['U+00AD soft hyphen', '\u00AD'],
  ['U+0000 NUL', '\u0000'],
  ['U+0007 BEL', '\u0007'],
  ['tab', '\t'],
  ['newline', '\n'],
  ['U+007F DEL', '\u007F'],
  ['U+0085 next line (C1)', '\u0085'],
  ['U+009B CSI (C1)', '\u009B'],
  ['U+2028 line separator', '\u2028'],
  ['U+2029 paragraph separator', '\u2029'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+115F Hangul choseong filler', '\u115F'],
  ['U+FFA0 halfwidth Hangul filler', '\uFFA0'],
  ['U+034F combining grapheme joiner', '\u034F'],
  ['U+FE0F variation selector after a letter', '\uFE0F'],
  ['U+E0041 tag latin capital A', cp(0xe0041)],
  ['U+2800 braille blank', '\u2800'],
  ['a lone surrogate', '\uD800'],
];

describe('checkDisplayName', () => {
  it.each(HIDDEN)('refuses %s, wherever it is', (_label, ch) => {
    for (const raw of [`${ch}Ada`, `Ad${ch}a`, `Ada${ch}`, `Ada ${ch} Lovelace`]) {
      expect(checkDisplayName(raw)).toEqual({ ok: false, problem: 'hidden-characters' });
    }
  });

  it('refuses the classic spoof: a right-to-left override that makes "Adagpj.exe" read "Adaexe.jpg"', () => {
    expect(normalizeDisplayName('Ada\u202Egpj.exe')).toBeNull();
  });

  it.each([
    ['Ada', 'Ada'],
    ['  Ada Lovelace  ', 'Ada Lovelace'],
    ['Ada   Lovelace', 'Ada Lovelace'],
    ['Ada\u00A0Lovelace', 'Ada Lovelace'],
    ['Ada\u3000\u2003Lovelace', 'Ada Lovelace'],
    ['Zoe\u0308', 'Zo\u00EB'],
    ['Zoë 🛡️', 'Zoë 🛡️'],
    ['👩‍💻 Dev', '👩‍💻 Dev'],
    ['🏳️‍🌈', '🏳️‍🌈'],
    ['👋🏽 hi', '👋🏽 hi'],
    ['1️⃣ First', '1️⃣ First'],
    ['مريم', 'مريم'],
    ['李小龍', '李小龍'],
    ['x'.repeat(DISPLAY_NAME_MAX), 'x'.repeat(DISPLAY_NAME_MAX)],
  ])('accepts %j as %j', (raw, name) => {
    expect(checkDisplayName(raw)).toEqual({ ok: true, name });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\u00A0\u3000', 'empty'],
    ['x'.repeat(DISPLAY_NAME_MAX + 1), 'too-long'],
    ['x'.repeat(100_000), 'too-long'],
    ['<b>Ada</b>', 'angle-brackets'],
    ['Ada >', 'angle-brackets'],
  ] as const)('refuses %j as %s', (raw, problem) => {
    expect(checkDisplayName(raw)).toEqual({ ok: false, problem });
  });

  it('has a message for every refusal', () => {
    for (const message of Object.values(DISPLAY_NAME_PROBLEMS)) expect(message).toMatch(/\.$/);
    expect(DISPLAY_NAME_PROBLEMS['hidden-characters']).toMatch(/invisible/);
  });
});

// ---------- properties ----------

const anyString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({
    unit: fc.constantFrom(
      ...'Ad a<>',
      ...HIDDEN.map(([, ch]) => ch),
      '\u00A0',
      'e\u0301',
      '👩',
      '\u200D',
      '💻',
      '\uFE0F',
    ),
    maxLength: 50,
  }),
);
/** Hidden characters that are never part of an allowed emoji sequence. */
const alwaysHidden = fc.constantFrom(...HIDDEN.map(([, ch]) => ch).filter((ch) => ch !== '\u200D' && ch !== '\uFE0F'));

describe('checkDisplayName properties', () => {
  it('an accepted name is stored as is: normalising it again changes nothing', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const first = checkDisplayName(raw);
        if (first.ok) expect(checkDisplayName(first.name)).toEqual(first);
      }),
      { numRuns: 2000 },
    );
  });

  it('an accepted name is 1–40 units, NFKC, trimmed, single-spaced, without < >, control or format characters', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const checked = checkDisplayName(raw);
        if (!checked.ok) return;
        const { name } = checked;
        expect(name.length).toBeGreaterThanOrEqual(1);
        expect(name.length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
        expect(name).toBe(name.normalize('NFKC'));
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(
          /[<>]|\s\s|[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\u200B\u200C\u200E\u200F\u2060\uFEFF]/u,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('a hidden character anywhere in a name is refused', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), alwaysHidden, fc.nat(), (base, ch, at) => {
        const i = at % (base.length + 1);
        expect(checkDisplayName(base.slice(0, i) + ch + base.slice(i)).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('the server contract (user_setDisplayName) stores exactly what the forms accept, and refuses the rest', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const server = SetDisplayNameSchema.safeParse({ displayName: raw });
        expect(server.success ? server.data.displayName : null).toBe(normalizeDisplayName(raw));
      }),
      { numRuns: 1000 },
    );
  });

  it("the contract's refusal carries the player-facing reason", () => {
    const parsed = SetDisplayNameSchema.safeParse({ displayName: 'Ada\u202E' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(DISPLAY_NAME_PROBLEMS['hidden-characters']);
  });
});

// ---------- one validator for display names and league names ----------

describe('checkName: NFKC, reserved ids, both kinds', () => {
  it.each([
    ['fullwidth letters', '\uFF21\uFF44\uFF41 Lovelace', 'Ada Lovelace'],
    ['a ligature', '\uFB01rewall crew', 'firewall crew'],
    ['circled digits', 'Team \u2460', 'Team 1'],
    ['a superscript', 'Level\u00B2', 'Level2'],
    ['the ohm sign', '\u2126mega', '\u03A9mega'],
  ])('normalises %s to one form', (_label, raw, name) => {
    for (const kind of ['display', 'league'] as const) expect(checkName(kind, raw)).toEqual({ ok: true, name });
  });

  it('a fullwidth angle bracket is an angle bracket once normalised', () => {
    expect(checkDisplayName('\uFF1Cscript\uFF1E')).toEqual({ ok: false, problem: 'angle-brackets' });
    expect(checkLeagueName('\uFE64b\uFE65 crew')).toEqual({ ok: false, problem: 'angle-brackets' });
  });

  it.each(['__x__', '__admin__', '____', '  __x__  ', '\uFF3F\uFF3Fx\uFF3F\uFF3F', '.', '..'])(
    'refuses the reserved id %j for both kinds',
    (raw) => {
      for (const kind of ['display', 'league'] as const)
        expect(checkName(kind, raw)).toEqual({ ok: false, problem: 'reserved' });
    },
  );

  it.each(['__x', 'x__', '_x_', '...', 'a.b', '__ x __ y'])('accepts %j, which is not a reserved id', (raw) => {
    expect(checkLeagueName(raw).ok).toBe(true);
  });

  it.each(HIDDEN)('refuses %s in a league name too', (_label, ch) => {
    for (const raw of [`${ch}Crew`, `Cr${ch}ew`, `Crew${ch}`])
      expect(checkLeagueName(raw)).toEqual({ ok: false, problem: 'hidden-characters' });
  });

  it('league names keep their own bounds (3–40) and messages', () => {
    expect(checkLeagueName('ab')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkLeagueName(' a  b ')).toEqual({ ok: true, name: 'a b' });
    expect(checkLeagueName('x'.repeat(40))).toEqual({ ok: true, name: 'x'.repeat(40) });
    expect(checkLeagueName('x'.repeat(41))).toEqual({ ok: false, problem: 'too-long' });
    expect(checkLeagueName('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(LEAGUE_NAME_PROBLEMS['too-short']).toMatch(/at least 3/);
    for (const kind of ['display', 'league'] as NameKind[])
      for (const message of Object.values(NAME_PROBLEMS[kind])) expect(message).toMatch(/\.$/);
  });

  it('every accepted name of either kind is within its bounds and a fixed point', () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom<NameKind>('display', 'league'), (raw, kind) => {
        const checked = checkName(kind, raw);
        if (!checked.ok) return;
        expect(checked.name.length).toBeGreaterThanOrEqual(NAME_LENGTH[kind].min);
        expect(checked.name.length).toBeLessThanOrEqual(NAME_LENGTH[kind].max);
        expect(checkName(kind, checked.name)).toEqual(checked);
        expect(checked.name).not.toMatch(/^__[\s\S]*__$/u);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the contracts refuse what the validator refuses', () => {
  it('league_create refuses a bidi override, a zero-width space and a reserved id, with the reason', () => {
    for (const [name, problem] of [
      ['Safe\u202Ecrew', 'hidden-characters'],
      ['Safe\u200Bcrew', 'hidden-characters'],
      ['__x__', 'reserved'],
    ] as const) {
      const parsed = LeagueCreateSchema.safeParse({ name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(LEAGUE_NAME_PROBLEMS[problem]);
    }
  });

  it('league_create stores the normalised name', () => {
    expect(LeagueCreateSchema.parse({ name: '  \uFF26irewall\u00A0Five ' })).toEqual({ name: 'Firewall Five' });
  });

  it('user_setDisplayName refuses a reserved id and stores the NFKC form', () => {
    expect(SetDisplayNameSchema.safeParse({ displayName: '__system__' }).success).toBe(false);
    expect(SetDisplayNameSchema.parse({ displayName: '\uFF21da' })).toEqual({ displayName: 'Ada' });
  });

  it('the league contract agrees with the validator on any input', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const server = LeagueCreateSchema.safeParse({ name: raw });
        const checked = checkLeagueName(raw);
        expect(server.success ? server.data.name : null).toBe(checked.ok ? checked.name : null);
      }),
      { numRuns: 1000 },
    );
  });
});
