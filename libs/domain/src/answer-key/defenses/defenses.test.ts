import { describe, it, expect } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type FraudId } from '../../catalog/ids';
import { effectiveness } from '../../game/matrix';
import { DEFENSE_QUIZZES } from './index';

/** How quiz choices name frauds, so wrong choices can be checked against the matrix too. */
const FRAUD_CHOICE_NAMES: Record<FraudId, string> = {
  Phishing: 'Phishing',
  Ransomware: 'Ransomware',
  Ddos: 'DDoS attack',
  Deepfake: 'Deepfake',
  AtmSkimming: 'ATM skimming',
  InsiderFraud: 'Insider fraud',
  ManInTheMiddle: 'Man-in-the-middle',
  SqlInjection: 'SQL injection',
  BusinessEmailCompromise: 'Business email compromise',
  ZeroDayExploit: 'Zero-day exploit',
  Vishing: 'Vishing',
  Xss: 'Cross-site scripting (XSS)',
  AccountTakeover: 'Account takeover',
  InvestmentScam: 'Investment scam',
  SimSwap: 'SIM swap',
  AuthPushPayments: 'Authorised push payment fraud',
  CryptoJacking: 'Cryptojacking',
  BruteForce: 'Brute force',
  SyntIdentityTheft: 'Synthetic identity theft',
  AccAndInvFraud: 'Accounting and invoice fraud',
};

function fraudNamedBy(choice: string): FraudId | undefined {
  const wanted = choice.trim().toLowerCase();
  return FRAUD_IDS.find((id) => FRAUD_CHOICE_NAMES[id].toLowerCase() === wanted);
}

const nonEmpty = (s: string): boolean => s.trim().length > 0;

// Moved from content/defenses/defenses.test.ts with the questions: `page.quiz` is now DEFENSE_QUIZZES[id].
describe('defense page checks', () => {
  it('has exactly one check per defense id', () => {
    expect(Object.keys(DEFENSE_QUIZZES).sort()).toEqual([...DEFENSE_IDS].sort());
  });

  describe.each(DEFENSE_IDS.map((id) => [id]))('%s', (id) => {
    const page = { quiz: DEFENSE_QUIZZES[id] };

    it('has exactly three well-formed quiz questions', () => {
      expect(page.quiz).toHaveLength(3);
      page.quiz.forEach((q, i) => {
        expect(q.id).toBe(`${id}-${i + 1}`);
        expect(nonEmpty(q.prompt)).toBe(true);
        expect(q.choices.length).toBeGreaterThanOrEqual(3);
        expect(q.choices.length).toBeLessThanOrEqual(4);
        expect(new Set(q.choices).size).toBe(q.choices.length);
        expect(Number.isInteger(q.answerIndex)).toBe(true);
        expect(q.answerIndex).toBeGreaterThanOrEqual(0);
        expect(q.answerIndex).toBeLessThan(q.choices.length);
        expect(nonEmpty(q.explanation)).toBe(true);
      });
    });

    it('asks at least one question backed by the matrix', () => {
      expect(page.quiz.some((q) => q.matrixClaim !== undefined)).toBe(true);
    });

    it('makes matrix claims that agree with the matrix, with wrong choices that are really wrong', () => {
      for (const q of page.quiz) {
        const claim = q.matrixClaim;
        if (!claim) continue;
        expect(claim.defenseId).toBe(id);
        expect(effectiveness(claim.fraudId, claim.defenseId), q.id).toBe(claim.effectiveness);

        // If the right answer names a fraud, it must be the claimed one.
        const named = fraudNamedBy(q.choices[q.answerIndex]);
        if (named) expect(named, q.id).toBe(claim.fraudId);

        q.choices.forEach((choice, i) => {
          if (i === q.answerIndex) return;
          const wrongFraud = fraudNamedBy(choice);
          if (!wrongFraud) return;
          const e = effectiveness(wrongFraud, id);
          if (claim.effectiveness > 0) {
            // "counters (strongly/partially)": a wrong choice must be countered less.
            expect(e, `${q.id}: ${choice}`).toBeLessThan(claim.effectiveness);
            if (claim.effectiveness === 1) expect(e, `${q.id}: ${choice}`).toBe(0);
          } else {
            // "does NOT counter": a wrong choice must be countered at least partially.
            expect(e, `${q.id}: ${choice}`).toBeGreaterThan(0);
          }
        });
      }
    });
  });

  it('uses quiz ids that are unique across all defense pages', () => {
    const ids = DEFENSE_IDS.flatMap((id) => DEFENSE_QUIZZES[id].map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(DEFENSE_IDS.length * 3);
  });

  it('varies the position of the right answer', () => {
    const positions = new Set(DEFENSE_IDS.flatMap((id) => DEFENSE_QUIZZES[id].map((q) => q.answerIndex)));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });
});
