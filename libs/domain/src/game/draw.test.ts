import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, isFraudId, type FraudId } from '../catalog/ids';
import { ATTACKS_PER_WEEK } from './constants';
import { drawAttacks as drawAttacksOf, drawWeights as drawWeightsOf, validateHeadlineThreats } from './draw';
import { createRng, sha256Hex, type Rng } from './prng';
import { CURRENT_RULES, RULES_V1, RULES_V2, RULES_V4 } from './ruleset';

// These tests pin rules v1 (×2 forecast, distinct attacks): still how weeks opened before v2 are
// drawn and verified. Rules v2 (×8, each attack from all 20) has its own tests at the end.
const drawWeights = (h: readonly FraudId[]) => drawWeightsOf(h, RULES_V1);
const drawAttacks = (rng: Rng, h: readonly FraudId[], count?: number) => drawAttacksOf(rng, h, count, RULES_V1);

/** An rng that replays fixed values. */
function fixed(...values: number[]): Rng {
  let i = 0;
  return { next: () => values[i++ % values.length]! };
}

const headlinesArb = fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), { minLength: 0, maxLength: 3 });

describe('drawWeights', () => {
  it('doubles the headline threats only', () => {
    const w = drawWeights(['Deepfake', 'SimSwap', 'Phishing']);
    expect(w.Deepfake).toBe(8);
    expect(w.SimSwap).toBe(6);
    expect(w.Phishing).toBe(20);
    expect(w.Ransomware).toBe(5);
    expect(Object.values(w).reduce((a, b) => a + b, 0)).toBe(102 + 4 + 3 + 10);
  });
});

describe('drawAttacks', () => {
  it('walks FRAUD_IDS order by cumulative weight', () => {
    // Total 102: Phishing owns [0, 10), Ransomware [10, 15), …
    expect(drawAttacks(fixed(0), [])).toEqual(['Phishing', 'Ransomware', 'Ddos', 'Deepfake']);
    expect(drawAttacks(fixed(9.99 / 102), [])[0]).toBe('Phishing');
    expect(drawAttacks(fixed(10 / 102), [])[0]).toBe('Ransomware');
    expect(drawAttacks(fixed(0.999999), [])).toEqual([
      'AccAndInvFraud',
      'SyntIdentityTheft',
      'BruteForce',
      'CryptoJacking',
    ]);
  });

  it('gives headline threats a doubled slice', () => {
    // With Ddos as headline: Phishing [0,10), Ransomware [10,15), Ddos [15,29) of 109.
    expect(drawAttacks(fixed(28.5 / 109), ['Ddos'])[0]).toBe('Ddos');
    expect(drawAttacks(fixed(28.5 / 102), [])[0]).not.toBe('Ddos');
  });

  it('matches an independent reference implementation of the draw', () => {
    // Reference computed in Python from sha256("week-seed-1" + "user-42") and sfc32.
    const rng = createRng(sha256Hex('week-seed-1user-42'));
    expect(drawAttacks(rng, ['Deepfake', 'SimSwap', 'Ransomware'])).toEqual([
      'AccountTakeover',
      'AtmSkimming',
      'SimSwap',
      'AuthPushPayments',
    ]);
  });

  it('uses exactly one rng value per attack', () => {
    let calls = 0;
    const counting: Rng = { next: () => (calls++, 0.5) };
    drawAttacks(counting, []);
    expect(calls).toBe(ATTACKS_PER_WEEK);
  });

  it('always returns 4 distinct valid ids, deterministically', () => {
    fc.assert(
      fc.property(fc.string(), headlinesArb, (seed, headlines) => {
        const a = drawAttacks(createRng(sha256Hex(seed)), headlines);
        const b = drawAttacks(createRng(sha256Hex(seed)), headlines);
        expect(a).toHaveLength(ATTACKS_PER_WEEK);
        expect(new Set(a).size).toBe(ATTACKS_PER_WEEK);
        expect(a.every(isFraudId)).toBe(true);
        expect(b).toEqual(a);
      }),
      { numRuns: 500 },
    );
  });

  it('can draw the whole pool without repeats, and rejects bad counts', () => {
    const all = drawAttacks(createRng(sha256Hex('all')), [], FRAUD_IDS.length);
    expect([...all].sort()).toEqual([...FRAUD_IDS].sort());
    expect(() => drawAttacks(fixed(0), [], 21)).toThrow(RangeError);
    expect(() => drawAttacks(fixed(0), [], -1)).toThrow(RangeError);
  });

  it('first picks follow the weights (20,000 deterministic draws)', () => {
    const rng = createRng(sha256Hex('first-pick'));
    const counts = new Map<FraudId, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const first = drawAttacks(rng, [], 1)[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    // Phishing: 10/102 ≈ 9.8%; ManInTheMiddle: 3/102 ≈ 2.9%.
    expect((counts.get('Phishing') ?? 0) / n).toBeGreaterThan(0.085);
    expect((counts.get('Phishing') ?? 0) / n).toBeLessThan(0.111);
    expect((counts.get('ManInTheMiddle') ?? 0) / n).toBeGreaterThan(0.022);
    expect((counts.get('ManInTheMiddle') ?? 0) / n).toBeLessThan(0.037);
  });

  it('headline threats appear noticeably more often than their baseline (20,000 draws)', () => {
    const headlines: FraudId[] = ['ZeroDayExploit', 'SimSwap', 'Deepfake'];
    const n = 20_000;
    const rate = (withHeadlines: boolean, seed: string) => {
      const rng = createRng(sha256Hex(seed));
      const hits = new Map<FraudId, number>(headlines.map((h) => [h, 0]));
      for (let i = 0; i < n; i++) {
        for (const f of drawAttacks(rng, withHeadlines ? headlines : [])) {
          if (hits.has(f)) hits.set(f, hits.get(f)! + 1);
        }
      }
      return hits;
    };
    const base = rate(false, 'baseline');
    const boosted = rate(true, 'forecast');
    for (const h of headlines) {
      // Baseline of a weight-3 fraud is ≈ 12% of weeks; doubled weight gives ≈ 22–23%.
      const ratio = boosted.get(h)! / base.get(h)!;
      expect(ratio).toBeGreaterThan(1.5);
      expect(ratio).toBeLessThan(2.1);
    }
  });
});

describe('validateHeadlineThreats', () => {
  it('accepts exactly three distinct known frauds', () => {
    expect(validateHeadlineThreats(['Phishing', 'Ddos', 'Xss'])).toEqual({
      ok: true,
      headlineThreats: ['Phishing', 'Ddos', 'Xss'],
    });
  });

  it('refuses wrong counts, unknown ids and duplicates', () => {
    expect(validateHeadlineThreats(['Phishing', 'Ddos'])).toEqual({
      ok: false,
      code: 'invalid-input',
      reason: 'wrong-count',
    });
    expect(validateHeadlineThreats(['Phishing', 'Ddos', 'Nope'])).toEqual({
      ok: false,
      code: 'invalid-input',
      reason: 'unknown-fraud',
    });
    expect(validateHeadlineThreats(['Phishing', 'Ddos', 'Ddos'])).toEqual({
      ok: false,
      code: 'invalid-input',
      reason: 'duplicate-fraud',
    });
  });
});

describe('rules v2+ draws', () => {
  it('multiplies headline weights by 20 (v4; v2 and v3: by 8) and draws each attack from all 20', () => {
    expect(RULES_V4.forecastMultiplier).toBe(20);
    expect(drawWeightsOf(['Deepfake'], RULES_V4).Deepfake).toBe(80);
    expect(drawWeightsOf(['Deepfake'], RULES_V2).Deepfake).toBe(32);
    // The current rules' multiplier, whatever its figure, weighs a headline threat.
    expect(drawWeightsOf(['Deepfake']).Deepfake / drawWeightsOf([]).Deepfake).toBe(CURRENT_RULES.forecastMultiplier);
    // The same values that v1 turns into four distinct frauds give Phishing every time in v2.
    expect(drawAttacksOf(fixed(0), [], undefined, RULES_V4)).toEqual(['Phishing', 'Phishing', 'Phishing', 'Phishing']);
    expect(drawAttacksOf(fixed(0), [])).toEqual(Array(CURRENT_RULES.attacksPerWeek).fill('Phishing'));
    expect(drawAttacks(fixed(0), [])).toEqual(['Phishing', 'Ransomware', 'Ddos', 'Deepfake']);
  });

  it('uses one rng value per attack and can repeat a fraud', () => {
    let calls = 0;
    const rng: Rng = { next: () => (calls++, 0.5) };
    const drawn = drawAttacksOf(rng, ['SimSwap']);
    expect(calls).toBe(CURRENT_RULES.attacksPerWeek);
    expect(new Set(drawn).size).toBe(1);
  });
});
