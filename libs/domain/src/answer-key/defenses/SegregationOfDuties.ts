import type { QuizQuestion } from '../types';

/** The SegregationOfDuties page's check with its answers: server only (see ../README.md). */
export const segregationOfDutiesQuiz: readonly QuizQuestion[] = [
  {
    id: 'SegregationOfDuties-1',
    prompt: 'Segregation of duties is a strong counter to which fraud?',
    choices: ['SQL injection', 'Cryptojacking', 'Brute force', 'Business email compromise'],
    answerIndex: 3,
    explanation:
      'Business email compromise tricks one employee into paying a fake invoice or new bank account. A required second approver who checks the change breaks the scam.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'SegregationOfDuties-2',
    prompt:
      'In 2024 an employee at the engineering firm Arup made 15 transfers after a video call where the other participants were deepfakes. How would dual approval have helped?',
    choices: [
      'Dual approval tools scan the video call and would have flagged the deepfake automatically',
      'A second person would have had to approve each transfer, another chance to question it',
      'It would have encrypted the video call',
    ],
    answerIndex: 1,
    explanation:
      'Dual approval does not spot fakes, but it stops one fooled person from moving money alone. That is why it is only a partial counter to deepfakes.',
  },
  {
    id: 'SegregationOfDuties-3',
    prompt: 'What can defeat segregation of duties?',
    choices: [
      'Two people working together to commit the fraud',
      'Using accounting software',
      'Having written procedures that spell out who approves what',
    ],
    answerIndex: 0,
    explanation:
      'Collusion gets around split duties, which is why audits and rotation of roles are used alongside it.',
  },
];
