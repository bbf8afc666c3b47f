import { fireEvent, screen, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import {
  FRAUD_IDS,
  FRAUDS,
  formatMastery,
  learningRecordOf,
  learningReport,
  recordAnswers,
  recordCheckAnswer,
  type BankEntry,
  type CheckView,
  type GradedAnswer,
} from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { fakeCalls, refusal, renderGamePage } from '../../../testing/render-game-page';
import { BreachLearningNote } from './breach-note';
import { CheckPanel, type CheckCaseProps } from './check-panel';
import { LearningReport } from './learning-report';
import { progressHref } from '../utils/progress-anchor';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

// The browser never has the answer key: a made-up genuine flag is enough to build reports with the real rules.
const BANK: BankEntry[] = SCENARIO_CASES.map((c, i) => ({ id: c.id, fraudId: c.fraudId, genuine: i % 3 === 2 }));
const byId = new Map(BANK.map((c) => [c.id, c]));
const UID = 'uid-1';
const answer = (id: string, correct: boolean): GradedAnswer => ({
  source: 'drill',
  fraudId: byId.get(id)!.fraudId,
  genuine: byId.get(id)!.genuine,
  correct,
  caseId: id,
});
const phishing = BANK.filter((c) => c.fraudId === 'Phishing' && !c.genuine);
const vishing = BANK.filter((c) => c.fraudId === 'Vishing' && !c.genuine);

function reportAfterTwoWeeks() {
  let r = learningRecordOf(null, UID, BANK, 1);
  r = recordAnswers(r, [answer(phishing[0]!.id, true), answer(vishing[0]!.id, false)], 1);
  r = recordAnswers(r, [answer(phishing[1]!.id, true)], 2);
  return learningReport(r, 2, UID, BANK);
}

/** A stand-in for the drills feature's case view: one button per choice, the verdict after. */
function StubCase({ c, answer: a, onAnswer, testId }: CheckCaseProps) {
  return (
    <div data-testid={testId}>
      <p>{c.question}</p>
      {a ? (
        <p data-testid="stub-verdict">
          {a.correct ? 'Right' : 'Not quite'}: {a.habit}
        </p>
      ) : null}
      {onAnswer
        ? c.choices.map((ch) => (
            <button key={ch.id} onClick={() => onAnswer(ch.id)}>
              {ch.label}
            </button>
          ))
        : null}
    </div>
  );
}

describe('the learning report', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows all 20 frauds in one grid: practised ones with mastery and counts, the others as not practised; reviews and weeks', async () => {
    const report = reportAfterTwoWeeks();
    call.mockImplementation(fakeCalls({ learning_getReport: () => report, user_getBalance: () => 100 }));
    renderGamePage(<LearningReport />);
    const grid = await screen.findByTestId('mastery-grid');
    const tiles = within(grid).getAllByTestId('mastery-tile');
    expect(tiles.map((t) => t.dataset['fraud'])).toEqual([...FRAUD_IDS]);
    const tile = (id: string) => tiles.find((t) => t.dataset['fraud'] === id)!;
    const p = report.frauds.find((f) => f.fraudId === 'Phishing')!;
    expect(within(tile('Phishing')).getByTestId('mastery-value')).toHaveTextContent(formatMastery(p.mastery));
    expect(tile('Phishing')).toHaveTextContent('Frauds spotted 2 of 2 · false alarms 0 of 0');
    expect(tile('Phishing')).toHaveAttribute('id', 'mastery-Phishing');
    expect(tile('Vishing')).toHaveTextContent('Review due now');
    expect(tile('Ddos')).toHaveTextContent('Not practised yet');
    expect(screen.getByTestId('review-list')).toHaveTextContent(`${FRAUDS.Vishing.name}: review due now`);
    const trend = within(screen.getByTestId('learning-trend')).getAllByRole('row');
    expect(trend.map((r) => r.querySelector('th')?.textContent)).toEqual(['Week', 'Week 1', 'Week 2']);
    expect(screen.getByTestId('overall-mastery')).toHaveTextContent(formatMastery(report.overall.mastery!));
    expect(screen.getByTestId('check-list')).toHaveTextContent('Placement check: open now.');
  });

  it('has no "Week 0": answers before week 1 read "Before week 1", and weeks played counts weeks 1 and up; mastery links to its exact definition', async () => {
    let r = learningRecordOf(null, UID, BANK, 0);
    r = recordAnswers(r, [answer(phishing[0]!.id, true)], 0);
    r = recordAnswers(r, [answer(phishing[1]!.id, true)], 1);
    r = recordAnswers(r, [answer(vishing[0]!.id, true)], 3);
    const report = learningReport(r, 3, UID, BANK);
    call.mockImplementation(fakeCalls({ learning_getReport: () => report, user_getBalance: () => 100 }));
    renderGamePage(<LearningReport />);
    const trend = within(await screen.findByTestId('learning-trend')).getAllByRole('row');
    expect(trend.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Week',
      'Before week 1',
      'Week 1',
      'Week 3',
    ]);
    expect(screen.getByTestId('learning-report')).not.toHaveTextContent(/Week 0\b/);
    expect(screen.getByTestId('weeks-played')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Exact definition' })).toHaveAttribute('href', '/help#mastery');
    expect(screen.getByTestId('mastery-explained')).toHaveTextContent('the same answers always give the same score');
  });

  it('shows the placement-vs-delayed result once both checks are done, hits and false alarms apart', async () => {
    let r = learningRecordOf(null, UID, BANK, 1);
    const check = (kind: 'placement' | 'delayed-1', week: number, right: boolean) => {
      for (const id of r.checks[kind].caseIds)
        r = recordCheckAnswer(r, kind, {
          caseId: id,
          fraudId: byId.get(id)!.fraudId,
          genuine: byId.get(id)!.genuine,
          choiceId: 'a',
          correct: right,
          week,
        });
    };
    check('placement', 1, false);
    for (let w = 2; w <= 5; w++) r = recordAnswers(r, [answer(phishing[0]!.id, true)], w);
    check('delayed-1', 6, true);
    call.mockImplementation(fakeCalls({ learning_getReport: () => learningReport(r, 6, UID, BANK) }));
    renderGamePage(<LearningReport />);
    const gain = await screen.findByTestId('learning-gain');
    const rows = within(gain)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((c) => c.textContent));
    expect(rows[1]).toEqual(['Frauds spotted', '0%', '100%', '+100 points (better)']);
    expect(rows[2]).toEqual(['False alarms on genuine messages', '100%', '0%', '\u2212100 points (better)']);
  });

  it('shows an error with a retry when the report does not load', async () => {
    call.mockImplementation(fakeCalls({ learning_getReport: () => Promise.reject(refusal('unavailable')) }));
    renderGamePage(<LearningReport />);
    expect(await screen.findByTestId('learning-report-error')).toHaveTextContent('Your progress did not load');
  });

  it("a breach in the match report links to the fraud's mastery and its next review", async () => {
    const report = reportAfterTwoWeeks();
    call.mockImplementation(fakeCalls({ learning_getReport: () => report }));
    renderGamePage(<BreachLearningNote fraudId="Vishing" />);
    const v = report.frauds.find((f) => f.fraudId === 'Vishing')!;
    const link = await screen.findByRole('link', {
      name: `Your mastery of ${FRAUDS.Vishing.name}: ${formatMastery(v.mastery)} · review due now`,
    });
    expect(link).toHaveAttribute('href', progressHref('Vishing'));
    expect(progressHref('Vishing')).toBe('/progress#mastery-Vishing');
  });
});

describe('the check panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  const cases = SCENARIO_CASES.slice(0, 2);
  const view: CheckView = {
    kind: 'placement',
    cases: cases.map((c) => ({ case: c, answer: null })),
    answered: 0,
    total: 2,
    next: null,
    checks: [],
  };
  const graded = (caseId: string, choiceId: string, answered: number, done: boolean) => ({
    caseId,
    choiceId,
    correct: true,
    answerId: choiceId,
    legitimate: false,
    flags: [],
    habit: `Habit of ${caseId}`,
    fraudId: cases.find((c) => c.id === caseId)!.fraudId,
    defenseIds: [],
    kind: 'placement' as const,
    answered,
    total: 2,
    result: done ? { fraudSeen: 2, hits: 2, genuineSeen: 0, falseAlarms: 0, hitRate: 1, falseAlarmRate: null } : null,
  });

  it('shows one unseen case at a time, sends the answer, explains it with the next case right below (no extra tap); the finished check its result', async () => {
    const answers: unknown[] = [];
    call.mockImplementation(
      fakeCalls({
        learning_getCheck: () => view,
        learning_getReport: () => reportAfterTwoWeeks(),
        learning_answerCheck: (payload) => {
          answers.push(payload);
          const p = payload as { caseId: string; choiceId: string };
          return graded(p.caseId, p.choiceId, answers.length, answers.length === 2);
        },
      }),
    );
    renderGamePage(<CheckPanel renderCase={(props) => <StubCase {...props} />} />);
    expect(await screen.findByTestId('check-progress')).toHaveTextContent('0 of 2 answered');
    expect(screen.getByTestId('check-case-1')).toBeInTheDocument();
    expect(screen.queryByTestId('check-case-2')).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('check-case-1')).getByRole('button', { name: cases[0]!.choices[0]!.label }),
    );
    expect(await screen.findByTestId('stub-verdict')).toHaveTextContent(`Right: Habit of ${cases[0]!.id}`);
    expect(answers[0]).toMatchObject({
      kind: 'placement',
      caseId: cases[0]!.id,
      choiceId: cases[0]!.choices[0]!.id,
      requestId: expect.any(String),
    });
    expect(screen.getByTestId('check-progress')).toHaveTextContent('1 of 2 answered');
    // The explanation stays, and the next case is already there: moving on costs no tap.
    const second = await screen.findByTestId('check-case-2');
    expect(screen.getByTestId('check-case-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next case' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: cases[1]!.choices[1]!.label }));
    expect(await screen.findByTestId('check-result')).toHaveTextContent(
      'Placement check done: you spotted 2 of 2 frauds and raised 0 false alarms on 0 genuine situations.',
    );
    expect(screen.queryByTestId('check-next')).toBeNull();
    // The flow the Next step started ends with the way back to it.
    expect(screen.getByTestId('back-to-next-step')).toHaveAttribute('href', '/home#next-step');
  });

  it('says when the next check opens when none is open, and shows a refused answer', async () => {
    call.mockImplementation(
      fakeCalls({
        learning_getCheck: () => ({ ...view, kind: null, cases: [], next: { kind: 'delayed-1', weeksToGo: 3 } }),
      }),
    );
    const first = renderGamePage(<CheckPanel renderCase={(props) => <StubCase {...props} />} />);
    expect(await screen.findByTestId('check-none')).toHaveTextContent(
      'No check is open now. Your 4-week check opens after 3 more weeks played.',
    );
    first.unmount();
    call.mockImplementation(
      fakeCalls({
        learning_getCheck: () => view,
        learning_answerCheck: () => Promise.reject(refusal('failed-precondition', 'check-closed')),
      }),
    );
    renderGamePage(<CheckPanel renderCase={(props) => <StubCase {...props} />} />);
    fireEvent.click(
      within(await screen.findByTestId('check-case-1')).getByRole('button', { name: cases[0]!.choices[0]!.label }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That check is not open now');
  });
});
