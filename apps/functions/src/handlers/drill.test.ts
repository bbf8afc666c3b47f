import { describe, expect, it } from 'vitest';
import {
  caseForPlayer,
  CURRENT_RULES,
  dailyCasePayTenths,
  dailyRewardTenths,
  tenthsToCredits,
  drawDrill,
  FRAUD_IDS,
  hashSeed,
  learningRecordOf,
  reservedCaseIds,
  RULES_V3,
  type FraudId,
  type ScenarioCase,
} from '@fraudshield/domain';
import type { CaseKey } from '@fraudshield/domain/answer-key';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { answerDaily, answerDrill, getDaily, getDrill, type DrillDeps } from './drill';
import type { WeekDoc } from './records';

// Test fixtures: 3 cases per fraud (the content lives on another branch; handlers take the catalog).
const CASES: ScenarioCase[] = FRAUD_IDS.flatMap((fraudId) =>
  [1, 2, 3].map((n) => ({
    id: `${fraudId.toLowerCase()}-${n}`,
    fraudId,
    defenseIds: ['UserEducation'],
    medium: 'email',
    context: 'Your inbox',
    from: 'someone@example.test',
    body: [`Body of ${fraudId} ${n}: click https://bad.example.test now`],
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'Click' },
      { id: 'b', label: 'Report it' },
    ],
  })),
);
const KEYS = new Map<string, CaseKey>(
  CASES.map((c) => [
    c.id,
    {
      id: c.id,
      answerId: 'b',
      legitimate: false,
      flags: [{ quote: 'click', why: 'Urgent link' }],
      habit: 'Report, do not click.',
    },
  ]),
);
const BANK = CASES.map((c) => ({ id: c.id, fraudId: c.fraudId, genuine: false }));

const SEED = 'a'.repeat(64);
const DAY = 86_400_000;

function setup(opts: { deadline?: number; now?: number; rulesVersion?: number } = {}) {
  const fake = fakePlayerDeps({ weekStatus: 'open' });
  const now = opts.now ?? Date.parse('2026-11-18T12:00:00Z');
  const week: WeekDoc = {
    id: 'week-001',
    number: 1,
    status: 'open',
    deadline: opts.deadline ?? now + 3 * DAY,
    headlineThreats: ['Phishing', 'Vishing', 'Ddos'] as FraudId[],
    seedHash: hashSeed(SEED),
    rulesVersion: opts.rulesVersion ?? 3,
  } as WeekDoc;
  let current: { week: WeekDoc; seed: string } | null = { week, seed: SEED };
  const deps: DrillDeps = {
    players: fake.deps.players,
    currentWeek: async () => current,
    latestWeek: async () => current?.week.number ?? 1,
    cases: CASES,
    keyOf: (id) => KEYS.get(id),
  };
  return { fake, deps, week, now, setCurrent: (c: typeof current) => (current = c) };
}

let req = 0;
const rid = () => `request-${++req}-xxxx`;

describe('drill handlers', () => {
  it("drill_get sends the player's own drill, public parts only, drawn from the seed and uid", async () => {
    const { deps, now } = setup();
    const a = callerCtx({ now });
    const b = callerCtx({ now });
    const va = await getDrill(a, undefined, deps);
    const vb = await getDrill(b, undefined, deps);
    // The forecast draw over the cases that are not held for the player's checks (no review yet).
    const record = learningRecordOf(null, a.uid, BANK, 1);
    const reserved = [...reservedCaseIds(record, 1)];
    expect(reserved.length).toBeGreaterThan(0);
    expect(va.cases.map((c) => c.case.id)).toEqual(
      drawDrill(
        SEED,
        a.uid,
        ['Phishing', 'Vishing', 'Ddos'],
        CASES.filter((c) => !reserved.includes(c.id)),
        RULES_V3,
      ),
    );
    expect(va.cases.map((c) => c.review)).toEqual(va.cases.map(() => false));
    expect(va.cases).toHaveLength(RULES_V3.drill!.size);
    expect(va.cases.map((c) => c.case.id)).not.toEqual(vb.cases.map((c) => c.case.id));
    expect(va).toMatchObject({
      weekId: 'week-001',
      open: true,
      boostPerCase: RULES_V3.drill!.boostPerCase,
      boostCap: RULES_V3.drill!.boostCap,
      boosts: [],
    });
    const json = JSON.stringify(va);
    expect(json).not.toContain('answerId');
    expect(json).not.toContain('habit');
  });

  it('a drill case is answered once: the grade, the right answer, flags and habit; a second answer is refused, a retry replays', async () => {
    const { deps, fake, now } = setup();
    const ctx = callerCtx({ now });
    const [first] = (await getDrill(ctx, undefined, deps)).cases;
    const caseId = first!.case.id;
    const requestId = rid();
    const res = await answerDrill(ctx, { weekId: 'week-001', caseId, choiceId: 'b', requestId }, deps);
    expect(res).toMatchObject({
      caseId,
      choiceId: 'b',
      correct: true,
      answerId: 'b',
      habit: 'Report, do not click.',
      flags: [{ quote: 'click', why: 'Urgent link' }],
    });
    expect(await answerDrill(ctx, { weekId: 'week-001', caseId, choiceId: 'b', requestId }, deps)).toEqual(res);
    await expect(
      answerDrill(ctx, { weekId: 'week-001', caseId, choiceId: 'a', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'case-already-answered' });
    expect(fake.player(ctx.uid)?.drills?.['week-001']?.[caseId]).toMatchObject({
      choiceId: 'b',
      correct: true,
      fraudId: first!.case.fraudId,
    });
    expect(fake.ledger(ctx.uid).filter((e) => e.kind === 'drill')).toHaveLength(1);
    const view = await getDrill(ctx, undefined, deps);
    expect(view.cases[0]?.answer).toMatchObject({ correct: true });
    expect(view.boosts).toEqual([{ fraudId: first!.case.fraudId, boost: RULES_V3.drill!.boostPerCase }]);
  });

  it('late answers (deadline passed) and answers for another week are refused and change nothing', async () => {
    const { deps, fake, now } = setup({ deadline: Date.parse('2026-11-18T12:00:00Z') + 1000 });
    const ctx = callerCtx({ now });
    const [first] = (await getDrill(ctx, undefined, deps)).cases;
    const late = { ...ctx, now: now + 1000 };
    await expect(
      answerDrill(late, { weekId: 'week-001', caseId: first!.case.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'drill-closed' });
    await expect(
      answerDrill(ctx, { weekId: 'week-000', caseId: first!.case.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'drill-closed' });
    expect(fake.player(ctx.uid)?.drills).toBeUndefined();
  });

  it("a case outside the caller's drill, an unknown choice and a week without a drill are refused", async () => {
    const { deps, now, setCurrent, week } = setup();
    const ctx = callerCtx({ now });
    const mine = (await getDrill(ctx, undefined, deps)).cases.map((c) => c.case.id);
    const other = CASES.find((c) => !mine.includes(c.id))!;
    await expect(
      answerDrill(ctx, { weekId: 'week-001', caseId: other.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'not-in-drill' });
    await expect(
      answerDrill(ctx, { weekId: 'week-001', caseId: mine[0]!, choiceId: 'z', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    setCurrent({ week: { ...week, rulesVersion: 2 }, seed: SEED });
    expect((await getDrill(ctx, undefined, deps)).cases).toEqual([]);
    await expect(
      answerDrill(ctx, { weekId: 'week-001', caseId: mine[0]!, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'no-drill' });
    setCurrent(null);
    expect(await getDrill(ctx, undefined, deps)).toMatchObject({ weekId: null, cases: [] });
  });
});

describe('daily case handlers', () => {
  it("one case for everyone on a day (outside the player's drill), answered once a day", async () => {
    const { deps, now } = setup();
    const a = callerCtx({ now });
    const da = await getDaily(a, undefined, deps);
    expect(da).toMatchObject({
      day: '2026-11-18',
      endsAt: '2026-11-19T00:00:00.000Z',
      answer: null,
      streak: 0,
      reward: 0.2,
    });
    const drill = (await getDrill(a, undefined, deps)).cases.map((c) => c.case.id);
    expect(drill).not.toContain(da.case!.id);
    const res = await answerDaily(a, { day: da.day, caseId: da.case!.id, choiceId: 'b', requestId: rid() }, deps);
    expect(res).toMatchObject({
      correct: true,
      answerId: 'b',
      streak: 1,
      best: 1,
      reward: 0.2,
      balance: 100.2,
      habit: 'Report, do not click.',
    });
    await expect(
      answerDaily(a, { day: da.day, caseId: da.case!.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'case-already-answered' });
    expect(await getDaily(a, undefined, deps)).toMatchObject({ streak: 1, answer: { correct: true } });
  });

  it('the streak grows on consecutive days, keeps on a wrong answer, resets after a missed day; the reward grows to its cap, within the week’s cap', async () => {
    const { deps, fake, now, week, setCurrent } = setup({ deadline: Date.parse('2030-01-01T00:00:00Z') });
    const ctx = callerCtx({ now });
    const answerOn = async (day: number, choice: 'a' | 'b') => {
      const c = { ...ctx, now: now + day * DAY };
      const v = await getDaily(c, undefined, deps);
      return answerDaily(c, { day: v.day, caseId: v.case!.id, choiceId: choice, requestId: rid() }, deps);
    };
    const rewards: number[] = [];
    for (let d = 0; d < 7; d++) rewards.push((await answerOn(d, 'b')).reward);
    // The streak's reward grows to its daily cap; the current rules may cap what a week pays (v5).
    expect([1, 2, 3, 4, 5, 6, 7].map(dailyRewardTenths)).toEqual([2, 4, 6, 8, 10, 10, 10]);
    expect(dailyRewardTenths(100)).toBe(10);
    let paid = 0;
    const expected = [1, 2, 3, 4, 5, 6, 7].map((streak) => {
      const pay = dailyCasePayTenths(streak, paid, CURRENT_RULES);
      paid += pay;
      return tenthsToCredits(pay);
    });
    expect(rewards).toEqual(expected);
    const weekCap = CURRENT_RULES.incomeCaps?.dailyCasePerWeekTenths;
    if (weekCap !== undefined) expect(paid).toBe(Math.min(weekCap, 2 + 4 + 6 + 8 + 10 + 10 + 10));
    const wrong = await answerOn(7, 'a');
    expect(wrong).toMatchObject({ correct: false, streak: 8, reward: 0 });
    // A new week: its cap starts from nothing.
    setCurrent({ week: { ...week, id: 'week-002', number: 2 }, seed: SEED });
    const afterGap = await answerOn(9, 'b');
    expect(afterGap).toMatchObject({
      streak: 1,
      best: 8,
      reward: tenthsToCredits(dailyCasePayTenths(1, 0, CURRENT_RULES)),
    });
    expect(fake.player(ctx.uid)?.balanceTenths).toBe(1000 + paid + dailyCasePayTenths(1, 0, CURRENT_RULES));
  });

  it('a stale day or another case is refused', async () => {
    const { deps, now } = setup();
    const ctx = callerCtx({ now });
    const v = await getDaily(ctx, undefined, deps);
    await expect(
      answerDaily(ctx, { day: '2026-11-17', caseId: v.case!.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'daily-case-over' });
    const other = CASES.find((c) => c.id !== v.case!.id)!;
    await expect(
      answerDaily(ctx, { day: v.day, caseId: other.id, choiceId: 'b', requestId: rid() }, deps),
    ).rejects.toMatchObject({ code: 'invalid-input' });
  });
});

describe("options in each player's own order, answered by option id", () => {
  // One 4-option case per fraud: no case is held for checks, so every drill holds the three
  // headline frauds' cases and any two players share at least three cases.
  const FOUR: ScenarioCase[] = FRAUD_IDS.map((fraudId) => ({
    id: `${fraudId.toLowerCase()}-only`,
    fraudId,
    defenseIds: ['UserEducation'],
    medium: 'email',
    context: 'Your inbox',
    body: ['Pay the invoice today'],
    question: 'What do you do?',
    choices: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: `Choice ${id}` })),
  }));
  const FOUR_KEYS = new Map<string, CaseKey>(
    FOUR.map((c) => [c.id, { id: c.id, answerId: 'c', legitimate: false, flags: [], habit: 'Check first.' }]),
  );
  function setupFour() {
    const s = setup();
    const deps: DrillDeps = { ...s.deps, cases: FOUR, keyOf: (id) => FOUR_KEYS.get(id) };
    return { ...s, deps };
  }
  const order = (c: { choices: readonly { id: string }[] }) => c.choices.map((ch) => ch.id).join('');

  it("two new players' shared drill cases come in different orders; a position copied from the other means nothing, the option id is what counts", async () => {
    const { deps, fake, now } = setupFour();
    const a = callerCtx({ now, uid: 'new-player-a' });
    const b = callerCtx({ now, uid: 'new-player-b' });
    const va = await getDrill(a, undefined, deps);
    const vb = await getDrill(b, undefined, deps);
    for (const [ctx, view] of [
      [a, va],
      [b, vb],
    ] as const) {
      for (const dc of view.cases) {
        const catalog = FOUR.find((c) => c.id === dc.case.id)!;
        expect(dc.case.choices).toEqual(caseForPlayer(catalog, ctx.uid).choices);
      }
    }
    const shared = va.cases.filter((x) => vb.cases.some((y) => y.case.id === x.case.id)).map((x) => x.case.id);
    expect(shared.length).toBeGreaterThanOrEqual(3);
    const orderIn = (v: typeof va, id: string) => order(v.cases.find((x) => x.case.id === id)!.case);
    const differing = shared.filter((id) => orderIn(va, id) !== orderIn(vb, id));
    expect(differing.length).toBeGreaterThan(0);
    // Cases where the right option ('c') sits at different positions for the two.
    const moved = shared.filter((id) => orderIn(va, id).indexOf('c') !== orderIn(vb, id).indexOf('c'));
    expect(moved.length).toBeGreaterThan(0);
    // a answers right, then b picks the option at the position a's right answer had.
    const caseId = moved[0]!;
    const aChoices = va.cases.find((x) => x.case.id === caseId)!.case.choices;
    const bChoices = vb.cases.find((x) => x.case.id === caseId)!.case.choices;
    expect(await answerDrill(a, { weekId: 'week-001', caseId, choiceId: 'c', requestId: rid() }, deps)).toMatchObject({
      choiceId: 'c',
      correct: true,
      answerId: 'c',
    });
    const copied = bChoices[aChoices.findIndex((ch) => ch.id === 'c')]!.id;
    expect(copied).not.toBe('c');
    const graded = await answerDrill(b, { weekId: 'week-001', caseId, choiceId: copied, requestId: rid() }, deps);
    expect(graded).toMatchObject({ choiceId: copied, correct: false, answerId: 'c' });
    expect(fake.player(b.uid)?.drills?.['week-001']?.[caseId]).toMatchObject({ choiceId: copied, correct: false });
    // What is stored is the option id: the answer reads back the same in the shuffled view.
    const again = (await getDrill(a, undefined, deps)).cases.find((x) => x.case.id === caseId)!;
    expect(again.answer).toMatchObject({ choiceId: 'c', correct: true });
    expect(order(again.case)).toBe(orderIn(va, caseId));
  });

  it('an answer naming an option id the case does not have is refused with invalid-input and changes nothing', async () => {
    const { deps, fake, now } = setupFour();
    const ctx = callerCtx({ now });
    const view = await getDrill(ctx, undefined, deps);
    const before = structuredClone(fake.player(ctx.uid));
    const ledger = fake.ledger(ctx.uid).length;
    const caseId = view.cases[0]!.case.id;
    for (const choiceId of ['e', 'z', '0']) {
      await expect(
        answerDrill(ctx, { weekId: 'week-001', caseId, choiceId, requestId: rid() }, deps),
      ).rejects.toMatchObject({ code: 'invalid-input' });
    }
    expect(fake.player(ctx.uid)).toEqual(before);
    expect(fake.ledger(ctx.uid)).toHaveLength(ledger);
    // The case is still open to a real answer.
    expect(await answerDrill(ctx, { weekId: 'week-001', caseId, choiceId: 'a', requestId: rid() }, deps)).toMatchObject(
      { correct: false, answerId: 'c' },
    );
  });

  it("the daily case is the same case for two new players, in each one's own order", async () => {
    const { deps, now } = setupFour();
    const a = callerCtx({ now, uid: 'new-player-a' });
    const b = callerCtx({ now, uid: 'new-player-b' });
    const da = await getDaily(a, undefined, deps);
    const db = await getDaily(b, undefined, deps);
    expect(da.case!.id).toBe(db.case!.id);
    const catalog = FOUR.find((c) => c.id === da.case!.id)!;
    expect(da.case!.choices).toEqual(caseForPlayer(catalog, a.uid).choices);
    expect(db.case!.choices).toEqual(caseForPlayer(catalog, b.uid).choices);
    expect(order(da.case!)).not.toBe(order(db.case!));
    expect(
      await answerDaily(b, { day: db.day, caseId: db.case!.id, choiceId: 'c', requestId: rid() }, deps),
    ).toMatchObject({ correct: true, choiceId: 'c' });
  });
});
