import { describe, expect, it } from 'vitest';
import { ANSWER_RETENTION_DAYS, CHECK_SIZE, FRAUD_IDS, type FraudId } from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { admin, call, callOk, createUser } from './testing/emulator-client';
import { expectRefused, fileAdmin, settleAndOpenWeek } from './testing/int-helpers';
import type { AnswerLogDoc, PlayerDoc } from './handlers/records';

/**
 * Measured learning through the emulators: the learning report (the caller's own, all 20 frauds, moved by
 * drill answers in the same player change), the placement check (public half only, graded on the
 * server, explained after the answer) and the answer log. The stack is shared with other suites.
 */
const forecast: FraudId[] = ['Phishing', 'Deepfake', 'SimSwap'];
// The admin opens the week this file's tests play in.
fileAdmin((user) => settleAndOpenWeek(user, 3_600_000, forecast));
let rid = 0;
const requestId = () => `int-learn-${Date.now().toString(36)}-${(rid++).toString(36)}`;
const right = (caseId: string) => caseKeyById(caseId)!.answerId;
const wrong = (caseId: string) =>
  SCENARIO_CASES.find((c) => c.id === caseId)!.choices.find((ch) => ch.id !== right(caseId))!.id;

describe('learning_getReport', () => {
  it(
    "covers all 20 frauds for a new player, moves with their drill answers, and is never another player's",
    { timeout: 120_000 },
    async () => {
      const a = await createUser();
      const b = await createUser();
      const before = await callOk('learning_getReport', null, a);
      expect(before.frauds.map((f) => f.fraudId)).toEqual([...FRAUD_IDS]);
      expect(before.overall.practised).toBe(0);

      const drill = await callOk('drill_get', null, a);
      const [x, y] = drill.cases.map((c) => c.case);
      await callOk(
        'drill_answer',
        { weekId: drill.weekId!, caseId: x!.id, choiceId: right(x!.id), requestId: requestId() },
        a,
      );
      await callOk(
        'drill_answer',
        { weekId: drill.weekId!, caseId: y!.id, choiceId: wrong(y!.id), requestId: requestId() },
        a,
      );
      const after = await callOk('learning_getReport', null, a);
      const fx = after.frauds.find((f) => f.fraudId === x!.fraudId)!;
      const fy = after.frauds.find((f) => f.fraudId === y!.fraudId)!;
      expect(fx.practised).toBe(true);
      expect(fx.mastery).toBeGreaterThan(0);
      expect(fy.review?.box).toBe(1);
      expect(after.overall.counts.fraudSeen + after.overall.counts.genuineSeen).toBe(2);

      // The record moved in the same change as the answer: the player doc holds both.
      const doc = (await admin().db.collection('players').doc(a.uid).get()).data() as PlayerDoc;
      expect(Object.keys(doc.drills?.[drill.weekId!] ?? {}).sort()).toEqual([x!.id, y!.id].sort());
      expect(doc.learning?.seen.sort()).toEqual([x!.id, y!.id].sort());
      // Each answer logged at its ledger seq, with its retention.
      const logs = (await admin().db.collection('players').doc(a.uid).collection('answers').get()).docs.map((d) => ({
        id: d.id,
        ...(d.data() as AnswerLogDoc),
      }));
      expect(logs.map((l) => l.answers[0]!.ref).sort()).toEqual([x!.id, y!.id].sort());
      for (const l of logs) {
        expect(l.id).toBe(String(l.seq).padStart(10, '0'));
        const expire = (l.expireAt as unknown as { toMillis(): number }).toMillis();
        expect(Math.round((expire - l.at) / 86_400_000)).toBe(ANSWER_RETENTION_DAYS);
      }

      // b's report is b's: a's answers are not in it, and no input names another player.
      expect((await callOk('learning_getReport', null, b)).overall.practised).toBe(0);
      await expectRefused(await call('learning_getReport', { uid: a.uid } as never, b), 'invalid-input');
    },
  );
});

describe('placement check', () => {
  it(
    'serves 8 unseen cases with no graded field, grades each answer once on the server and explains it after',
    { timeout: 120_000 },
    async () => {
      const p = await createUser();
      const check = await callOk('learning_getCheck', null, p);
      expect(check).toMatchObject({ kind: 'placement', total: CHECK_SIZE, answered: 0 });
      const raw = JSON.stringify(check);
      for (const field of ['answerId', 'legitimate', 'habit', 'flags']) expect(raw).not.toContain(field);
      for (const c of check.cases) expect(raw).not.toContain(caseKeyById(c.case.id)!.habit);
      // None of them is in the player's drill this week.
      const drillIds = (await callOk('drill_get', null, p)).cases.map((c) => c.case.id);
      for (const c of check.cases) expect(drillIds).not.toContain(c.case.id);

      const [first, second] = check.cases.map((c) => c.case.id);
      const res = await callOk(
        'learning_answerCheck',
        { kind: 'placement', caseId: first!, choiceId: right(first!), requestId: requestId() },
        p,
      );
      expect(res).toMatchObject({
        correct: true,
        answerId: right(first!),
        habit: caseKeyById(first!)!.habit,
        answered: 1,
        total: CHECK_SIZE,
      });
      await expectRefused(
        await call(
          'learning_answerCheck',
          { kind: 'placement', caseId: first!, choiceId: right(first!), requestId: requestId() },
          p,
        ),
        'case-already-answered',
      );
      await expectRefused(
        await call(
          'learning_answerCheck',
          { kind: 'delayed-1', caseId: second!, choiceId: right(second!), requestId: requestId() },
          p,
        ),
        'check-closed',
      );
      await expectRefused(
        await call(
          'learning_answerCheck',
          { kind: 'placement', caseId: drillIds[0]!, choiceId: right(drillIds[0]!), requestId: requestId() },
          p,
        ),
        'not-in-check',
      );
      const again = await callOk('learning_getCheck', null, p);
      expect(again.answered).toBe(1);
      expect(again.cases.find((c) => c.case.id === first)?.answer).toMatchObject({ correct: true });
      expect(again.cases.find((c) => c.case.id === second)?.answer).toBeNull();
      const ledger = await callOk('user_getLedger', {}, p);
      expect(ledger.entries.filter((e) => e.kind === 'check').map((e) => e.amount)).toEqual([0]);
    },
  );
});
