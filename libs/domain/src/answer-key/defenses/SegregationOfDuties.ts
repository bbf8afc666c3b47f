import type { QuizQuestion } from '../types';

/** The SegregationOfDuties page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const segregationOfDutiesQuiz: readonly QuizQuestion[] = [
  {
    id: 'SegregationOfDuties-1',
    prompt: 'Segregation of duties is a strong counter to which fraud?',
    choices: ['SQL injection', 'Cryptojacking', 'Business email compromise', 'Brute force'],
    answerIndex: 2,
    whyWrong: [
      'Injection is a website coding flaw; who approves payments has nothing to do with it.',
      'A hidden miner needs no approval from anyone to run.',
      null,
      'Password guessing against a login is stopped by MFA and limits on attempts, not by splitting duties.',
    ],
    explanation:
      'A second approver who checks payments and bank-detail changes stops a single fooled employee from sending the money.',
    matrixClaim: { fraudId: 'BusinessEmailCompromise', defenseId: 'SegregationOfDuties', effectiveness: 2 },
  },
  {
    id: 'SegregationOfDuties-2',
    teaches: { phrase: 'a second approver' },
    prompt:
      'In 2024 an employee at the engineering firm Arup made 15 transfers after a video call where the other participants were deepfakes. How would dual approval have helped?',
    choices: [
      'Dual approval tools scan the video call and would have flagged the deepfake automatically',
      'A second person would have had to approve each transfer, another chance to question it',
      'It would have stopped the deepfake from joining the call',
    ],
    answerIndex: 1,
    whyWrong: [
      'Dual approval is a process, not a detector; it works because a second person has to agree.',
      null,
      'Approval rules apply to payments, not to who can join a video meeting.',
    ],
    explanation:
      'A second approver, away from the pressure of the call, is more likely to ask why and check through another channel.',
  },
  {
    id: 'SegregationOfDuties-3',
    teaches: { phrase: 'two people working together' },
    prompt: 'What can defeat segregation of duties?',
    choices: [
      'Moving from paper forms to accounting software',
      'Having written procedures that spell out who approves what',
      'Two people working together to commit the fraud',
    ],
    answerIndex: 2,
    whyWrong: [
      'Software can enforce the split well; it is only a problem if one person is given every role.',
      'Written procedures support the control; they are how it is meant to work.',
      null,
    ],
    explanation: 'Collusion beats the split, which is why audits and rotating roles back it up.',
  },
];
