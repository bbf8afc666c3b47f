import type { QuizQuestion } from '../types';

/** The Deepfake page's check with its answers, and why each wrong choice is wrong: server only (see ../README.md). */
export const deepfakeQuiz: readonly QuizQuestion[] = [
  {
    id: 'Deepfake-1',
    teaches: { phrase: 'call them back on a number you already have' },
    prompt: 'Your "CEO" asks on a video call for an urgent, secret transfer. What stops a deepfake scam most reliably?',
    choices: [
      'Asking the "CEO" on the call to turn their head and blink, to spot glitches',
      "Checking that the call came in through the company's usual video app",
      'A VPN on your laptop',
      'Calling the CEO back on a number you already know',
    ],
    answerIndex: 3,
    whyWrong: [
      'Good real-time fakes pass these tests; a clean-looking call proves nothing about who is on it.',
      'Criminals join ordinary meeting apps too; the app tells you nothing about who is behind the face.',
      'A VPN protects your connection, not your judgement: the fake face reaches you just the same.',
      null,
    ],
    explanation:
      "A call-back on a known number works no matter how good the fake is, because the criminal cannot answer the real CEO's phone.",
    matrixClaim: { fraudId: 'Deepfake', defenseId: 'VerificationProtocols', effectiveness: 2 },
  },
  {
    id: 'Deepfake-2',
    teaches: { phrase: 'agree a secret family word or phrase now, as the FBI recommends' },
    prompt: 'What does the FBI suggest families do to protect themselves against cloned-voice calls?',
    choices: [
      'Agree a secret word or phrase that only the family knows',
      'Never answer calls from unknown numbers, since cloned voices can only call from those',
      'Keep talking until the voice makes a mistake',
    ],
    answerIndex: 0,
    whyWrong: [
      null,
      'Caller ID can be faked and a voice note can come from a hijacked account, so a known number is no proof.',
      'Cloned voices are good enough for a short, emotional call, and the pressure is designed to stop you thinking.',
    ],
    explanation:
      'A code word the family agreed in person is something a cloned voice cannot know. Hang up and call back if the caller cannot give it.',
  },
  {
    id: 'Deepfake-3',
    teaches: { phrase: "a few seconds of someone's voice" },
    prompt: "How much recorded speech do current tools need to imitate someone's voice?",
    choices: [
      'Hours of clean studio recordings',
      'A few seconds, such as a voice note or a short clip',
      'At least a few minutes of the person reading a set text',
    ],
    answerIndex: 1,
    whyWrong: [
      'That was true of older systems. Today a short voice note, a video clip or a webinar recording is enough.',
      null,
      "Research models such as Microsoft's VALL-E work from a 3-second sample; no set text or long recording is needed.",
    ],
    explanation:
      'Because seconds of audio are enough, anyone with a public voice note or video can be copied. Verify the request, not the voice.',
  },
];
