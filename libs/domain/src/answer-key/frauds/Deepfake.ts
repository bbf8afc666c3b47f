import type { QuizQuestion } from '../types';

/** The Deepfake page's check with its answers: server only (see ../README.md). */
export const deepfakeQuiz: readonly QuizQuestion[] = [
  {
    id: 'Deepfake-1',
    prompt: 'Your "CEO" asks on a video call for an urgent, secret transfer. What stops a deepfake scam most reliably?',
    choices: [
      'A VPN on your laptop',
      'Asking the "CEO" on the call to turn their head and blink, to spot glitches',
      'Calling the CEO back on a number you already know',
      'Changing your password',
    ],
    answerIndex: 2,
    explanation:
      'A call-back on a number you already had does not depend on spotting the fake at all: the real CEO answers and knows nothing of the request. Visual tests such as head turns catch only poor fakes, and a VPN or a new password does nothing against a convincing voice and face.',
    matrixClaim: { fraudId: 'Deepfake', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Deepfake-2',
    prompt: 'What does the FBI suggest families do to protect themselves against cloned-voice calls?',
    choices: [
      'Agree a secret word or phrase that only the family knows',
      'Never answer calls from unknown numbers, since cloned voices can only call from those',
      'Install antivirus on every phone',
    ],
    answerIndex: 0,
    explanation:
      'A family code word is a simple verification step. A cloned voice can copy how someone sounds, but not a secret it has never heard.',
  },
  {
    id: 'Deepfake-3',
    prompt:
      'A colleague says: "I can always tell a deepfake: the lips never quite match and the eyes don\'t blink." What is wrong with relying on that?',
    choices: [
      "Nothing: those glitches show up in every deepfake made with today's tools",
      'Detection software catches whatever the eye misses, so both together are foolproof',
      'Good fakes no longer show those glitches, so a clean-looking call proves little',
    ],
    answerIndex: 2,
    explanation:
      'Tell-tale glitches belonged to early fakes; good ones pass a casual look, and detection tools miss them too. Believing you can always spot a fake is what makes people drop their guard. The check that holds is a process one: call back on a known number, or ask for an agreed code word, before acting on any request for money or data.',
  },
];
