import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CaseAnswerView, ScenarioCase } from '@fraudshield/domain';
import { CaseView, revealOnChange } from './case-view';

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

describe('CaseView keeps the case in view', () => {
  const at = (answered: boolean, id = EMAIL.id) => ({ id, answered });
  it('revealOnChange: the verdict after an answer, the top after moving on, nothing on a page load', () => {
    expect(revealOnChange(at(false), at(true), false)).toBe('result');
    expect(revealOnChange(null, at(true), false)).toBeNull();
    expect(revealOnChange(null, at(true), true)).toBe('result');
    expect(revealOnChange(null, at(false), false)).toBeNull();
    expect(revealOnChange(at(true), at(false, 'other'), false)).toBe('top');
    expect(revealOnChange(at(false), at(false, 'other'), false)).toBeNull();
    expect(revealOnChange(at(true), at(true), false)).toBeNull();
    expect(revealOnChange(at(true), at(true, 'other'), true)).toBe('result');
  });

  it('after the answer the verdict scrolls into view; after "Next case" the next case shows from its top', () => {
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView');
    const OTHER: ScenarioCase = { ...EMAIL, id: 'phishing-98', subject: 'Your parcel' };
    const view = (c: ScenarioCase, answer: CaseAnswerView | null) => (
      <MemoryRouter>
        <CaseView c={c} answer={answer} onAnswer={answer ? null : vi.fn()} busy={false} testId="c" />
      </MemoryRouter>
    );
    const { rerender } = render(view(EMAIL, null));
    expect(spy).not.toHaveBeenCalled();
    rerender(view(EMAIL, ANSWER));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith({ block: 'start' });
    expect(spy.mock.contexts.at(-1)).toBe(document.querySelector('.case-result'));
    expect(screen.getByText('Not quite')).toBeTruthy();
    rerender(view(OTHER, null));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.contexts.at(-1)).toBe(screen.getByTestId('c'));
    spy.mockRestore();
  });
});
