import { describe, expect, it } from 'vitest';
import {
  CALLABLE_SCHEMAS,
  caseForPlayer,
  CHECK_SIZE,
  choiceOrder,
  DELAYED_CHECK_WEEKS,
  FRAUD_IDS,
  hashSeed,
  shownIndexOf,
  type FraudId,
} from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById, FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { answerDaily, answerDrill, getDaily, getDrill, type DrillDeps } from './drill';
import { answerCheck, getCheck, getLearningReport, type LearningDeps } from './learning';
import { submitQuiz } from './quiz';
import type { WeekDoc } from './records';

const SEED = 'c'.repeat(64);
const DAY = 86_400_000;
const keyOf = (id: string) => caseKeyById(id);
const right = (id: string) => keyOf(id)!.answerId;
const wrong = (id: string) => SCENARIO_CASES.find((c) => c.id === id)!.choices.find((ch) => ch.id !== right(id))!.id;

let req = 0;
const rid = () => `learning-${++req}-xxxx`;

/** One store behind the drill, quiz and learning handlers, on the real case bank; weeks open by `openWeek`. */
function setup() {
  const fake = fakePlayerDeps({ latestWeek: 1 });
  const now = Date.parse('2026-11-18T12:00:00Z');
  let current: { week: WeekDoc; seed: string } | null = null;
  const openWeek = (number: number) => {
    const week = {
      id: `week-${String(number).padStart(3, '0')}`,
      number,
      status: 'open',
      deadline: now + 365 * DAY,
      headlineThreats: ['Phishing', 'Vishing', 'Ddos'] as FraudId[],
      seedHash: hashSeed(`${SEED}${number}`),
      rulesVersion: 3,
    } as WeekDoc;
    current = { week, seed: `${SEED.slice(0, 60)}${String(number).padStart(4, '0')}` };
    fake.setLatestWeek(number);
    return week;
  };
  openWeek(1);
  const drill: DrillDeps = {
    players: fake.deps.players,
    currentWeek: async () => current,
    latestWeek: () => fake.deps.players.latestWeek(),
    cases: SCENARIO_CASES,
    keyOf,
  };
  const learning: LearningDeps = { players: fake.deps.players, cases: SCENARIO_CASES, keyOf };
  return { fake, now, drill, learning, openWeek };
}

describe('learning_getReport', () => {
  it('covers all 20 frauds for a new player and moves with their drill answers, each answer logged', async () => {
    const { fake, now, drill, learning } = setup();
    const ctx = callerCtx({ now });
    const empty = await getLearningReport(ctx, undefined, learning);
    expect(empty.frauds.map((f) => f.fraudId)).toEqual([...FRAUD_IDS]);
    expect(empty.frauds.every((f) => !f.practised && f.mastery === 0)).toBe(true);
    expect(empty.overall).toMatchObject({ mastery: null, practised: 0 });
    expect(empty.checks.map((c) => [c.kind, c.status])).toEqual([
      ['placement', 'open'],
      ['delayed-1', 'waiting'],
      ['delayed-2', 'waiting'],
    ]);
    // Reading the report writes nothing.
    expect(fake.player(ctx.uid)?.learning).toBeUndefined();

    const cases = (await getDrill(ctx, undefined, drill)).cases.map((c) => c.case);
    const [a, b] = cases;
    await answerDrill(ctx, { weekId: 'week-001', caseId: a!.id, choiceId: right(a!.id), requestId: rid() }, drill);
    await answerDrill(ctx, { weekId: 'week-001', caseId: b!.id, choiceId: wrong(b!.id), requestId: rid() }, drill);
    const report = await getLearningReport(ctx, undefined, learning);
    const fa = report.frauds.find((f) => f.fraudId === a!.fraudId)!;
    const fb = report.frauds.find((f) => f.fraudId === b!.fraudId)!;
    expect(fa.practised && fb.practised).toBe(true);
    expect(fa.mastery).toBeGreaterThan(fb.mastery);
    expect(fa.counts.fraudSeen + fa.counts.genuineSeen).toBe(1);
    expect(fb.review).toEqual({ box: 1, dueWeek: 2 });
    expect(report.overall.practised).toBe(a!.fraudId === b!.fraudId ? 1 : 2);
    expect(report.trend).toHaveLength(1);
    expect(fake.answerLog(ctx.uid).map((l) => [l.week, l.answers.map((x) => [x.source, x.ref, x.correct])])).toEqual([
      [1, [['drill', a!.id, true]]],
      [1, [['drill', b!.id, false]]],
    ]);
  });

  it("is the caller's own: another player's answers never show, and no input can name anyone", async () => {
    const { now, drill, learning } = setup();
    const alice = callerCtx({ now });
    const bob = callerCtx({ now });
    const [c] = (await getDrill(alice, undefined, drill)).cases;
    await answerDrill(
      alice,
      { weekId: 'week-001', caseId: c!.case.id, choiceId: right(c!.case.id), requestId: rid() },
      drill,
    );
    expect((await getLearningReport(alice, undefined, learning)).overall.practised).toBe(1);
    expect((await getLearningReport(bob, undefined, learning)).overall.practised).toBe(0);
    for (const payload of [
      { uid: alice.uid },
      { playerId: alice.uid },
      { uid: alice.uid, requestId: 'x'.repeat(10) },
    ]) {
      // The contract takes no payload: a field naming a player is refused before any handler runs.
      expect(CALLABLE_SCHEMAS.learning_getReport.safeParse(payload).success).toBe(false);
      expect(CALLABLE_SCHEMAS.learning_getCheck.safeParse(payload).success).toBe(false);
    }
  });
});

describe('placement and delayed checks', () => {
  it('learning_getCheck serves 8 unseen cases as their public half, nothing graded', async () => {
    const { now, learning } = setup();
    const ctx = callerCtx({ now });
    const v = await getCheck(ctx, undefined, learning);
    expect(v).toMatchObject({ kind: 'placement', answered: 0, total: CHECK_SIZE, next: null });
    expect(v.cases).toHaveLength(CHECK_SIZE);
    expect(new Set(v.cases.map((c) => c.case.fraudId)).size).toBe(CHECK_SIZE);
    const json = JSON.stringify(v);
    for (const field of ['answerId', 'legitimate', 'habit', 'flags', '"why"']) expect(json).not.toContain(field);
    for (const c of v.cases) {
      expect(c.answer).toBeNull();
      // In the player's own order of options, as every served case.
      expect(c.case.choices).toEqual(
        caseForPlayer(
          SCENARIO_CASES.find((x) => x.id === c.case.id)!,
          ctx.uid,
        ).choices,
      );
      expect(json).not.toContain(keyOf(c.case.id)!.habit);
      for (const f of keyOf(c.case.id)!.flags) expect(json).not.toContain(f.why);
    }
  });

  it('answers are graded on the server once, explained after the answer; the finished check opens the next after 4 weeks of play', async () => {
    const { fake, now, drill, learning, openWeek } = setup();
    const ctx = callerCtx({ now });
    const v = await getCheck(ctx, undefined, learning);
    const ids = v.cases.map((c) => c.case.id);
    // Not in this player's drill or daily case while the check is to come.
    const drillIds = (await getDrill(ctx, undefined, drill)).cases.map((c) => c.case.id);
    const daily = (await getDaily(ctx, undefined, drill)).case!.id;
    for (const id of ids) expect([...drillIds, daily]).not.toContain(id);

    const first = await answerCheck(
      ctx,
      { kind: 'placement', caseId: ids[0]!, choiceId: right(ids[0]!), requestId: rid() },
      learning,
    );
    expect(first).toMatchObject({
      kind: 'placement',
      correct: true,
      answerId: right(ids[0]!),
      habit: keyOf(ids[0]!)!.habit,
      answered: 1,
      total: CHECK_SIZE,
      result: null,
    });
    await expect(
      answerCheck(ctx, { kind: 'placement', caseId: ids[0]!, choiceId: right(ids[0]!), requestId: rid() }, learning),
    ).rejects.toMatchObject({ code: 'case-already-answered' });
    await expect(
      answerCheck(ctx, { kind: 'delayed-1', caseId: ids[1]!, choiceId: right(ids[1]!), requestId: rid() }, learning),
    ).rejects.toMatchObject({ code: 'check-closed' });
    await expect(
      answerCheck(
        ctx,
        { kind: 'placement', caseId: drillIds[0]!, choiceId: right(drillIds[0]!), requestId: rid() },
        learning,
      ),
    ).rejects.toMatchObject({ code: 'not-in-check' });
    expect((await getCheck(ctx, undefined, learning)).cases[0]!.answer).toMatchObject({
      correct: true,
      habit: keyOf(ids[0]!)!.habit,
    });

    let last;
    for (const id of ids.slice(1))
      last = await answerCheck(ctx, { kind: 'placement', caseId: id, choiceId: wrong(id), requestId: rid() }, learning);
    expect(last!.result).toMatchObject({
      hits: keyOf(ids[0]!)!.legitimate ? 0 : 1,
      falseAlarms: ids.filter((id) => keyOf(id)!.legitimate).length - (keyOf(ids[0]!)!.legitimate ? 1 : 0),
    });
    expect(fake.ledger(ctx.uid).filter((e) => e.kind === 'check')).toHaveLength(CHECK_SIZE);
    expect(fake.ledger(ctx.uid).every((e) => e.kind !== 'check' || e.deltaTenths === 0)).toBe(true);
    expect(fake.answerLog(ctx.uid).filter((l) => l.answers[0]?.source === 'check')).toHaveLength(CHECK_SIZE);

    const after = await getCheck(ctx, undefined, learning);
    expect(after).toMatchObject({ kind: null, next: { kind: 'delayed-1', weeksToGo: DELAYED_CHECK_WEEKS[0] } });
    // Four weeks of play (a daily case each), then the next week the first delayed check is open.
    for (let w = 2; w <= 1 + DELAYED_CHECK_WEEKS[0]; w++) {
      openWeek(w);
      const day = { ...ctx, now: now + w * DAY };
      const d = await getDaily(day, undefined, drill);
      await answerDaily(day, { day: d.day, caseId: d.case!.id, choiceId: right(d.case!.id), requestId: rid() }, drill);
    }
    openWeek(2 + DELAYED_CHECK_WEEKS[0]);
    const delayed = await getCheck(ctx, undefined, learning);
    expect(delayed.kind).toBe('delayed-1');
    expect(delayed.cases.map((c) => c.case.fraudId).sort()).toEqual(v.cases.map((c) => c.case.fraudId).sort());
    for (const c of delayed.cases) expect(ids).not.toContain(c.case.id);
    for (const c of delayed.cases)
      await answerCheck(
        ctx,
        { kind: 'delayed-1', caseId: c.case.id, choiceId: right(c.case.id), requestId: rid() },
        learning,
      );
    const report = await getLearningReport(ctx, undefined, learning);
    expect(report.gain).toMatchObject({ against: 'delayed-1' });
    expect(report.gain!.after).toMatchObject({ hitRate: 1, falseAlarmRate: 0 });
    expect(report.gain!.hitRateChange).toBeGreaterThan(0);
  });
});

describe('reviews in the weekly drill', () => {
  it('a case answered wrong comes back next week as a different case of its fraud, marked as a review and logged as one', async () => {
    const { fake, now, drill, openWeek } = setup();
    const ctx = callerCtx({ now });
    const [c] = (await getDrill(ctx, undefined, drill)).cases;
    await answerDrill(
      ctx,
      { weekId: 'week-001', caseId: c!.case.id, choiceId: wrong(c!.case.id), requestId: rid() },
      drill,
    );
    openWeek(2);
    const v = await getDrill(ctx, undefined, drill);
    const reviews = v.cases.filter((x) => x.review);
    expect(reviews.length).toBeGreaterThanOrEqual(1);
    expect(reviews.length).toBeLessThanOrEqual(2);
    const review = reviews.find((x) => x.case.fraudId === c!.case.fraudId)!;
    expect(review.case.id).not.toBe(c!.case.id);
    await answerDrill(
      ctx,
      { weekId: 'week-002', caseId: review.case.id, choiceId: right(review.case.id), requestId: rid() },
      drill,
    );
    expect(fake.answerLog(ctx.uid).at(-1)!.answers).toEqual([
      {
        source: 'review',
        ref: review.case.id,
        fraudId: c!.case.fraudId,
        genuine: keyOf(review.case.id)!.legitimate,
        choice: right(review.case.id),
        correct: true,
      },
    ]);
    expect(fake.player(ctx.uid)!.learning!.review[c!.case.fraudId]).toMatchObject({ box: 2, due: 5 });
    // The week's drill stays the same after the answer.
    expect((await getDrill(ctx, undefined, drill)).cases.map((x) => x.case.id)).toEqual(v.cases.map((x) => x.case.id));
  });
});

describe('quiz answers count too', () => {
  it("the first try of a fraud page moves that fraud's record and logs each question; a later try changes nothing", async () => {
    const { fake, now } = setup();
    const ctx = callerCtx({ now });
    const quiz = FRAUD_QUIZZES.Vishing;
    // The player answers in their own order of the choices.
    const shown = (q: (typeof quiz)[number], keyIndex: number) =>
      shownIndexOf(choiceOrder(ctx.uid, q.id, q.choices.length), keyIndex);
    await submitQuiz(ctx, { pageId: 'Vishing', answers: quiz.map((q) => shown(q, q.answerIndex)) }, fake.deps);
    const tally = fake.player(ctx.uid)!.learning!.frauds.Vishing!;
    expect(tally).toMatchObject({ fraudSeen: quiz.length, hits: quiz.length, genuineSeen: 0, falseAlarms: 0, week: 1 });
    expect(fake.answerLog(ctx.uid)).toHaveLength(1);
    expect(fake.answerLog(ctx.uid)[0]!.answers.map((a) => [a.source, a.ref, a.fraudId, a.choice, a.correct])).toEqual(
      quiz.map((q) => ['quiz', q.id, 'Vishing', String(q.answerIndex), true]),
    );
    await submitQuiz(
      ctx,
      { pageId: 'Vishing', answers: quiz.map((q) => shown(q, (q.answerIndex + 1) % q.choices.length)) },
      fake.deps,
    );
    expect(fake.player(ctx.uid)!.learning!.frauds.Vishing).toEqual(tally);
    expect(fake.answerLog(ctx.uid)).toHaveLength(1);
  });
});
