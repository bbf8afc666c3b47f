import { describe, expect, it } from 'vitest';
import { DEFENSE_PAGES, FRAUD_PAGES } from '@fraudshield/domain';
import { call, callOk, createUser } from './testing/emulator-client';
import { playerState } from './testing/player-state';

const right = (questions: { answerIndex: number }[]) => questions.map((q) => q.answerIndex);
const wrong = (questions: { answerIndex: number; choices: string[] }[]) => questions.map((q) => (q.answerIndex + 1) % q.choices.length);

describe('quiz_get', () => {
  it('sends the questions without answers or explanations', async () => {
    const user = await createUser();
    for (const pageId of ['Phishing', 'MultiFactorAuth'] as const) {
      const view = await callOk('quiz_get', { pageId }, user);
      const page = pageId === 'Phishing' ? FRAUD_PAGES.Phishing : DEFENSE_PAGES.MultiFactorAuth;
      expect(view).toEqual({ pageId, passed: false, questions: page.quiz.map((q) => ({ id: q.id, prompt: q.prompt, choices: q.choices })) });
      const raw = JSON.stringify(view);
      expect(raw).not.toContain('answerIndex');
      expect(raw).not.toContain('explanation');
      expect(raw).not.toContain('matrixClaim');
      for (const q of page.quiz) expect(raw).not.toContain(q.explanation);
    }
  });
});

describe('quiz_submit', () => {
  it('grades on the server; the first pass pays 1.0 cr once; a failed try reveals no answer it got wrong', async () => {
    const user = await createUser();
    const quiz = FRAUD_PAGES.Ransomware.quiz;

    const failed = await callOk('quiz_submit', { pageId: 'Ransomware', answers: wrong(quiz) }, user);
    expect(failed).toEqual({ results: [false, false, false], correctAnswers: [-1, -1, -1], explanations: ['', '', ''], passed: false, reward: 0, balance: 100 });
    for (const q of quiz) expect(JSON.stringify(failed)).not.toContain(q.explanation);

    const passed = await callOk('quiz_submit', { pageId: 'Ransomware', answers: right(quiz) }, user);
    expect(passed).toEqual({ results: [true, true, true], correctAnswers: right(quiz), explanations: quiz.map((q) => q.explanation), passed: true, reward: 1, balance: 101 });

    const again = await callOk('quiz_submit', { pageId: 'Ransomware', answers: right(quiz) }, user);
    expect(again).toMatchObject({ passed: true, reward: 0, balance: 101 });
    expect((await callOk('quiz_get', { pageId: 'Ransomware' }, user)).passed).toBe(true);

    const state = await playerState(user.uid);
    expect(state.player?.quizPassed).toEqual(['Ransomware']);
    expect(state.ledger.map((e) => [e.kind, e.deltaTenths])).toEqual([
      ['open', 1000],
      ['quiz', 10],
    ]);
  });

  it('pays once when 8 passing submissions of one page race', async () => {
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const answers = right(DEFENSE_PAGES.VpnUsage.quiz);
    const outs = await Promise.all(Array.from({ length: 8 }, () => call('quiz_submit', { pageId: 'VpnUsage', answers }, user)));
    expect(outs.every((o) => o.ok)).toBe(true);
    const rewards = outs.map((o) => (o.ok ? o.data.reward : -1));
    expect(rewards.filter((r) => r === 1)).toHaveLength(1);
    expect(rewards.filter((r) => r === 0)).toHaveLength(7);
    const state = await playerState(user.uid);
    expect(state.player).toMatchObject({ balanceTenths: 1010, quizPassed: ['VpnUsage'] });
    expect(state.ledger).toHaveLength(2);
    // Generous: the Functions emulator starts a worker process per concurrent request.
  }, 300_000);

  it('refuses a wrong number of answers or an answer outside the choices, writing nothing', async () => {
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const before = await playerState(user.uid);
    for (const answers of [[0, 0], [0, 0, 0, 0], [0, 0, 9]]) {
      const out = await call('quiz_submit', { pageId: 'Phishing', answers }, user);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'invalid-input' } });
    }
    expect(await playerState(user.uid)).toEqual(before);
  });
});
