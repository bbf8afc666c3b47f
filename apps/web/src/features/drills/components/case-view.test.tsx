import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CaseAnswerView, ScenarioCase } from '@fraudshield/domain';
import { CaseView } from './case-view';

const EMAIL: ScenarioCase = {
  id: 'phishing-99',
  fraudId: 'Phishing',
  defenseIds: ['EmailFiltering'],
  medium: 'email',
  context: 'Monday 09:00, your work inbox',
  from: 'IT Desk <it-desk@examp1e-support.test>',
  subject: 'Your mailbox is full',
  link: 'http://examp1e-support.test/login',
  body: ['Your mailbox will be closed today. Log in now to keep it.'],
  question: 'What do you do?',
  choices: [
    { id: 'a', label: 'Log in through the link' },
    { id: 'b', label: 'Report it' },
  ],
};
const ANSWER: CaseAnswerView = {
  caseId: 'phishing-99',
  choiceId: 'a',
  correct: false,
  answerId: 'b',
  legitimate: false,
  flags: [
    { quote: 'examp1e-support.test', why: 'A look-alike domain.' },
    { quote: 'closed today', why: 'Pressure.' },
  ],
  habit: 'Report mail that asks you to log in through a link.',
  fraudId: 'Phishing',
  defenseIds: ['EmailFiltering'],
};

describe('CaseView', () => {
  it('draws an email with From, Subject and link, and one tap on a choice sends it', () => {
    const onAnswer = vi.fn();
    render(
      <MemoryRouter>
        <CaseView c={EMAIL} answer={null} onAnswer={onAnswer} busy={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('From')).toBeTruthy();
    expect(screen.getByText('Your mailbox is full')).toBeTruthy();
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'What do you do?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report it' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith('b');
  });

  it('while the answer is on its way, no second answer can be sent', () => {
    const onAnswer = vi.fn();
    render(
      <MemoryRouter>
        <CaseView c={EMAIL} answer={null} onAnswer={onAnswer} busy />
      </MemoryRouter>,
    );
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });

  it('an earlier answer keeps the marked case one tap away (a disclosure), the answer just given shows it open', () => {
    const { unmount } = render(
      <MemoryRouter>
        <CaseView c={EMAIL} answer={ANSWER} onAnswer={null} busy={false} reviewOpen={false} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('case-habit').textContent).toBe(ANSWER.habit);
    expect(document.querySelector('details.case-review')?.hasAttribute('open')).toBe(false);
    unmount();
    render(
      <MemoryRouter>
        <CaseView c={EMAIL} answer={ANSWER} onAnswer={null} busy={false} />
      </MemoryRouter>,
    );
    expect(document.querySelector('details.case-review')?.hasAttribute('open')).toBe(true);
  });

  it('after answering marks every flag in the case text, shows the right answer, the habit and the links', () => {
    render(
      <MemoryRouter>
        <CaseView c={EMAIL} answer={ANSWER} onAnswer={null} busy={false} />
      </MemoryRouter>,
    );
    const marked = [...document.querySelectorAll('[data-testid="case-body"] mark')].map((m) => m.textContent);
    expect(marked).toEqual(['examp1e-support.test', 'examp1e-support.test', 'closed today']);
    expect(screen.getByTestId('case-habit').textContent).toBe(ANSWER.habit);
    expect(screen.getByText('Not quite')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phishing' }).getAttribute('href')).toBe('/frauds/Phishing');
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });
});
