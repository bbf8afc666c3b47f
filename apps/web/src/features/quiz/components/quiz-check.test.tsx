import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuizResult, QuizView } from '@fraudshield/domain';
import { ToastProvider } from '../../../components/ui/toast';
import { callableKey } from '../../../lib/server-state/queries';
import { UidProvider } from '../../../lib/server-state/queries';
import { QuizCheck } from './quiz-check';

const callFunction = vi.fn();
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({
    callFunction: (...args: unknown[]) => callFunction(...args),
  }),
);

const VIEW: QuizView = {
  pageId: 'Phishing',
  passed: false,
  tried: false,
  questions: [
    { id: 'Phishing-1', prompt: 'First?', choices: ['a', 'b', 'c'] },
    { id: 'Phishing-2', prompt: 'Second?', choices: ['a', 'b', 'c'] },
    { id: 'Phishing-3', prompt: 'Third?', choices: ['a', 'b', 'c'] },
  ],
};

/** Why each wrong choice is wrong, per question, in the player's order (null at the right one). */
const FEEDBACK_ALL_B: (string | null)[][] = [
  ['Why 1a', null, 'Why 1c'],
  ['Why 2a', null, 'Why 2c'],
  ['Why 3a', null, 'Why 3c'],
];
const FEEDBACK_MISS: (string | null)[][] = [
  ['Why 1a', null, 'Why 1c'],
  ['Why 2a', 'Why 2b', null],
  ['Why 3a', null, 'Why 3c'],
];

function setup(result: QuizResult, view: QuizView = VIEW) {
  callFunction.mockImplementation(async (name: string) => (name === 'quiz_get' ? view : result));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(callableKey('u1', 'user_getBalance'), 100);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UidProvider uid="u1">
        <ToastProvider>{children}</ToastProvider>
      </UidProvider>
    </QueryClientProvider>
  );
  render(<QuizCheck pageId="Phishing" />, { wrapper });
  return client;
}

async function answerAll() {
  await screen.findByText('1. First?');
  for (const name of ['Phishing-1', 'Phishing-2', 'Phishing-3']) {
    fireEvent.click(document.querySelector<HTMLInputElement>(`input[name="${name}"][value="1"]`)!);
  }
}

describe('QuizCheck', () => {
  beforeEach(() => callFunction.mockReset());

  it('shows no reason for any choice before a try', async () => {
    setup({
      results: [true, true, true],
      correctAnswers: [1, 1, 1],
      explanations: ['E1', 'E2', 'E3'],
      feedback: FEEDBACK_ALL_B,
      passed: true,
      reward: 1,
      balance: 101,
    });
    await screen.findByText('1. First?');
    expect(screen.queryAllByTestId('quiz-why')).toHaveLength(0);
    expect(document.body).not.toHaveTextContent('Why 1a');
  });

  it('asks for every answer before sending', async () => {
    setup({ results: [], correctAnswers: [], explanations: [], feedback: [], passed: false, reward: 0, balance: 100 });
    await screen.findByText('1. First?');
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question');
    expect(callFunction).toHaveBeenCalledTimes(1);
  });

  it('a pass shows explanations, the reward, and updates the cached balance', async () => {
    const client = setup({
      results: [true, true, true],
      correctAnswers: [1, 1, 1],
      explanations: ['E1', 'E2', 'E3'],
      feedback: FEEDBACK_ALL_B,
      passed: true,
      reward: 1,
      balance: 101,
    });
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    await screen.findByTestId('quiz-score');
    expect(callFunction).toHaveBeenCalledWith('quiz_submit', {
      pageId: 'Phishing',
      answers: [1, 1, 1],
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(screen.getAllByTestId('quiz-explanation').map((e) => e.textContent)).toEqual([
      expect.stringContaining('E1'),
      expect.stringContaining('E2'),
      expect.stringContaining('E3'),
    ]);
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('3 of 3 right. You earned 1.0 cr.');
    expect(client.getQueryData(callableKey('u1', 'user_getBalance'))).toBe(101);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('+1.0 cr'));
  });

  it('a miss shows every right answer and explanation, and offers a retry that keeps the answers', async () => {
    setup({
      results: [true, false, true],
      correctAnswers: [1, 2, 1],
      explanations: ['E1', 'E2', 'E3'],
      feedback: FEEDBACK_MISS,
      passed: false,
      reward: 0,
      balance: 100,
    });
    expect(
      await screen.findByText(
        /correctly on your first try to earn 1\.0 cr\. After you check, every question shows its right answer and why\./,
      ),
    ).toBeInTheDocument();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    await screen.findByTestId('quiz-score');
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('2 of 3 right.');
    const notes = screen.getAllByTestId('quiz-explanation');
    expect(notes[0]).toHaveTextContent('Correct. E1');
    expect(notes[1]).toHaveTextContent('Not this time. The right answer is “c”. E2');
    expect(notes[2]).toHaveTextContent('Correct. E3');
    // The right choice is marked for every question, including the missed one.
    expect(document.querySelectorAll('.quiz-correct')).toHaveLength(3);
    // Every wrong choice says why it is wrong, the player's own wrong answer marked as theirs.
    expect(screen.getAllByTestId('quiz-why').map((e) => e.textContent)).toEqual([
      'Why not? Why 1a',
      'Why not? Why 1c',
      'Why not? Why 2a',
      'Your answer: why not? Why 2b',
      'Why not? Why 3a',
      'Why not? Why 3c',
    ]);
    const chosenWrong = document.querySelector<HTMLInputElement>('input[name="Phishing-2"][value="1"]')!;
    expect(chosenWrong).toHaveAccessibleDescription('Your answer: why not? Why 2b');
    // The first try is used: the check says it no longer pays.
    expect(screen.getByText(/Your first try is used, so this check no longer pays\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.querySelector<HTMLInputElement>('input[name="Phishing-2"][value="1"]')).toBeChecked();
    // "Try again" only clears the result: it does not send the same answers again.
    expect(await screen.findByRole('button', { name: 'Check my answers' })).toBeEnabled();
    expect(screen.queryByTestId('quiz-score')).toBeNull();
    expect(callFunction.mock.calls.filter(([name]) => name === 'quiz_submit')).toHaveLength(1);
  });

  it('a later pass says only the first try pays', async () => {
    setup(
      {
        results: [true, true, true],
        correctAnswers: [1, 1, 1],
        explanations: ['E1', 'E2', 'E3'],
        feedback: FEEDBACK_ALL_B,
        passed: true,
        reward: 0,
        balance: 100,
      },
      { ...VIEW, tried: true },
    );
    expect(await screen.findByText(/Your first try is used, so this check no longer pays\./)).toBeInTheDocument();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    await screen.findByTestId('quiz-score');
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('3 of 3 right. Passed.');
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Only a pass on the first try of a page pays.'),
    );
  });
});
