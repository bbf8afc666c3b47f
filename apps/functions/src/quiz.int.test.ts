import { describe, expect, it } from 'vitest';
import { choiceOrder, CURRENT_RULES, quizPayTenths, tenthsToCredits } from '@fraudshield/domain';
import { DEFENSE_QUIZZES, FRAUD_QUIZZES, type QuizQuestion } from '@fraudshield/domain/answer-key';
import { call, callOk, createUser } from './testing/emulator-client';
import { newRequestId, playerState } from './testing/player-state';

// Each player sees the choices in their own order, and answers by the position shown.
const orderOf = (uid: string, q: QuizQuestion) => choiceOrder(uid, q.id, q.choices.length);
const right = (uid: string, questions: readonly QuizQuestion[]) =>
  questions.map((q) => orderOf(uid, q).indexOf(q.answerIndex));
const wrong = (uid: string, questions: readonly QuizQuestion[]) =>
  right(uid, questions).map((a, i) => (a + 1) % questions[i].choices.length);
/** What a first pass pays a player paid nothing this week: the reward, within the current rules' weekly cap. */
const FIRST_PAY = quizPayTenths(0, CURRENT_RULES);
const PAID = { reward: tenthsToCredits(FIRST_PAY), balance: tenthsToCredits(1000 + FIRST_PAY) };
const feedback = (uid: string, questions: readonly QuizQuestion[]) =>
  questions.map((q) => orderOf(uid, q).map((k) => q.whyWrong[k]));

describe('quiz_get', () => {
  it('sends the questions without answers or explanations', async () => {
    const user = await createUser();
    for (const pageId of ['Phishing', 'MultiFactorAuth'] as const) {
      const view = await callOk('quiz_get', { pageId }, user);
      const quiz = pageId === 'Phishing' ? FRAUD_QUIZZES.Phishing : DEFENSE_QUIZZES.MultiFactorAuth;
      const shown = quiz.map((q) => ({
        id: q.id,
        prompt: q.prompt,
        choices: orderOf(user.uid, q).map((k) => q.choices[k]),
      }));
      expect(view).toEqual({ pageId, passed: false, tried: false, questions: shown });
      const raw = JSON.stringify(view);
      expect(raw).not.toContain('answerIndex');
      expect(raw).not.toContain('explanation');
      expect(raw).not.toContain('matrixClaim');
      expect(raw).not.toContain('whyWrong');
      for (const q of quiz) expect(raw).not.toContain(q.explanation);
      for (const why of quiz.flatMap((q) => q.whyWrong)) if (why) expect(raw).not.toContain(why);
    }
  });
});

describe('quiz_submit', () => {
  it('grades on the server; a pass on the first try pays the reward (within the week’s cap) once', async () => {
    const user = await createUser();
    const quiz = FRAUD_QUIZZES.Ransomware;

    const passed = await callOk('quiz_submit', { pageId: 'Ransomware', answers: right(user.uid, quiz) }, user);
    expect(passed).toEqual({
      results: [true, true, true],
      correctAnswers: right(user.uid, quiz),
      explanations: quiz.map((q) => q.explanation),
      feedback: feedback(user.uid, quiz),
      passed: true,
      ...PAID,
    });

    const again = await callOk('quiz_submit', { pageId: 'Ransomware', answers: right(user.uid, quiz) }, user);
    expect(again).toMatchObject({ passed: true, reward: 0, balance: PAID.balance });
    expect(await callOk('quiz_get', { pageId: 'Ransomware' }, user)).toMatchObject({ passed: true, tried: true });

    const state = await playerState(user.uid);
    expect(state.player).toMatchObject({ quizPassed: ['Ransomware'], quizTried: ['Ransomware'] });
    expect(state.ledger.map((e) => [e.kind, e.deltaTenths])).toEqual([
      ['open', 1000],
      ['quiz', FIRST_PAY],
    ]);
  });

  it('a failed first try shows every answer and explanation; the pass that copies them pays nothing', async () => {
    const user = await createUser();
    const quiz = FRAUD_QUIZZES.Deepfake;

    const failed = await callOk('quiz_submit', { pageId: 'Deepfake', answers: wrong(user.uid, quiz) }, user);
    expect(failed).toEqual({
      results: [false, false, false],
      correctAnswers: right(user.uid, quiz),
      explanations: quiz.map((q) => q.explanation),
      feedback: feedback(user.uid, quiz),
      passed: false,
      reward: 0,
      balance: 100,
    });

    const copied = await callOk('quiz_submit', { pageId: 'Deepfake', answers: failed.correctAnswers }, user);
    expect(copied).toMatchObject({ results: [true, true, true], passed: true, reward: 0, balance: 100 });
    expect(await callOk('quiz_get', { pageId: 'Deepfake' }, user)).toMatchObject({ passed: false, tried: true });

    const state = await playerState(user.uid);
    expect(state.player).toMatchObject({ balanceTenths: 1000, quizPassed: [], quizTried: ['Deepfake'] });
    expect(state.ledger.map((e) => [e.kind, e.deltaTenths, e.detail])).toEqual([
      ['open', 1000, 'Starting balance'],
      ['quiz', 0, 'First try of the Deepfake check: 0 of 3 right'],
    ]);
  });

  it('a retried request replays its first result', async () => {
    const user = await createUser();
    const answers = right(user.uid, DEFENSE_QUIZZES.KeepUpdated);
    const requestId = newRequestId();
    const first = await callOk('quiz_submit', { pageId: 'KeepUpdated', answers, requestId }, user);
    const retried = await callOk('quiz_submit', { pageId: 'KeepUpdated', answers, requestId }, user);
    expect(first).toMatchObject({ passed: true, ...PAID });
    expect(retried).toEqual(first);
    expect((await playerState(user.uid)).ledger).toHaveLength(2);
  });

  it('pays once when 8 passing first tries of one page race', async () => {
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const answers = right(user.uid, DEFENSE_QUIZZES.VpnUsage);
    const outs = await Promise.all(
      Array.from({ length: 8 }, () => call('quiz_submit', { pageId: 'VpnUsage', answers }, user)),
    );
    expect(outs.every((o) => o.ok)).toBe(true);
    const rewards = outs.map((o) => (o.ok ? o.data.reward : -1));
    expect(rewards.filter((r) => r === PAID.reward)).toHaveLength(1);
    expect(rewards.filter((r) => r === 0)).toHaveLength(7);
    const state = await playerState(user.uid);
    expect(state.player).toMatchObject({ balanceTenths: 1000 + FIRST_PAY, quizPassed: ['VpnUsage'] });
    expect(state.ledger).toHaveLength(2);
    // Generous: the Functions emulator starts a worker process per concurrent request.
  }, 300_000);

  it('refuses a wrong number of answers or an answer outside the choices, writing nothing', async () => {
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const before = await playerState(user.uid);
    for (const answers of [
      [0, 0],
      [0, 0, 0, 0],
      [0, 0, 9],
    ]) {
      const out = await call('quiz_submit', { pageId: 'Phishing', answers }, user);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'invalid-input' } });
    }
    expect(await playerState(user.uid)).toEqual(before);
  });
});
