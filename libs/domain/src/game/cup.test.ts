import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CUP_ENTRANTS_PER_PAGE,
  cupPagesFor,
  cupPagesOfRound,
  cupShardOffsets,
  decideTie,
  drawFirstRoundPage,
  nextRoundPage,
  pairUp,
  seasonThrough,
  winnersOf,
  type CupEntrant,
  type CupTie,
} from './cup';

const entrants = (n: number, from = 0): CupEntrant[] =>
  Array.from({ length: n }, (_, i) => ({ uid: `u${from + i}`, name: `P${from + i}` }));
const decide = (ties: CupTie[], score: (uid: string) => number, round = 1, page = 0): CupTie[] =>
  ties.map((t, index) => {
    const a = { week: score(t.a.uid), season: 0 };
    const b = t.b ? { week: score(t.b.uid), season: 0 } : null;
    return {
      ...t,
      aPoints: a.week,
      bPoints: b?.week ?? null,
      winner: decideTie(t, a, b, { cupSeed: 's', round, page, index }),
    };
  });

describe('the cup draw', () => {
  it('a first-round page holds every entrant once, shuffled by the seed, a bye only for an odd count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: CUP_ENTRANTS_PER_PAGE }), fc.string(), (n, seed) => {
        const ties = drawFirstRoundPage(entrants(n), seed, 3);
        const seen = ties.flatMap((t) => [t.a.uid, ...(t.b ? [t.b.uid] : [])]);
        expect(new Set(seen).size).toBe(n);
        expect(ties.filter((t) => t.b === null).length).toBe(n % 2);
        expect(drawFirstRoundPage(entrants(n), seed, 3)).toEqual(ties);
      }),
    );
    expect(() => drawFirstRoundPage(entrants(CUP_ENTRANTS_PER_PAGE + 1), 's', 0)).toThrow(RangeError);
  });

  it('shards fill consecutive pages: offsets are the running sum', () => {
    expect(cupShardOffsets([cupPagesFor(250), cupPagesFor(0), cupPagesFor(100), cupPagesFor(1)])).toEqual([0, 3, 3, 4]);
  });

  it('a knockout of any size ends with one champion, each entrant losing at most once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 700 }), fc.integer(), (n, salt) => {
        const score = (uid: string) => (Number(uid.slice(1)) * 7919 + salt) % 13;
        // Round 1: pages of up to 100 entrants.
        let pages: CupTie[][] = [];
        for (let p = 0; p * CUP_ENTRANTS_PER_PAGE < n; p++)
          pages.push(
            decide(
              drawFirstRoundPage(
                entrants(Math.min(CUP_ENTRANTS_PER_PAGE, n - p * CUP_ENTRANTS_PER_PAGE), p * CUP_ENTRANTS_PER_PAGE),
                's',
                p,
              ),
              score,
            ),
          );
        const first = pages.length;
        const losers = new Set<string>();
        let round = 1;
        for (;;) {
          for (const page of pages) for (const t of page) if (t.b) losers.add(t.winner === 'a' ? t.b.uid : t.a.uid);
          const alive = pages.flatMap(winnersOf);
          if (alive.length === 1) break;
          round++;
          const next: CupTie[][] = [];
          for (let q = 0; 2 * q < pages.length; q++)
            next.push(decide(nextRoundPage(pages[2 * q]!, pages[2 * q + 1] ?? null), score, round, q));
          expect(next.length).toBe(cupPagesOfRound(first, round));
          pages = next;
        }
        expect(losers.size).toBe(n - 1);
        // Rounds: ceil(log2 n) at least (byes never add more than the page padding's).
        expect(round).toBeGreaterThanOrEqual(Math.ceil(Math.log2(Math.max(1, n))));
      }),
      { numRuns: 60 },
    );
  });
});

describe('a tie', () => {
  const tie = pairUp(entrants(2))[0]!;
  const coin = { cupSeed: 'seed', round: 2, page: 5, index: 7 };
  it('goes to the week points, then the season total, then the seeded coin (the same every time)', () => {
    expect(decideTie(tie, { week: 10, season: 0 }, { week: 9, season: 99 }, coin)).toBe('a');
    expect(decideTie(tie, { week: 9, season: 0 }, { week: 10, season: 0 }, coin)).toBe('b');
    expect(decideTie(tie, { week: 9, season: 50 }, { week: 9, season: 60 }, coin)).toBe('b');
    const c = decideTie(tie, { week: 9, season: 60 }, { week: 9, season: 60 }, coin);
    expect(decideTie(tie, { week: 9, season: 60 }, { week: 9, season: 60 }, coin)).toBe(c);
    // The coin is not always 'a'.
    const coins = new Set(
      Array.from({ length: 20 }, (_, index) =>
        decideTie(tie, { week: 1, season: 1 }, { week: 1, season: 1 }, { ...coin, index }),
      ),
    );
    expect(coins).toEqual(new Set(['a', 'b']));
  });
  it('a bye goes through', () => {
    expect(decideTie({ b: null }, { week: -5, season: -5 }, null, coin)).toBe('a');
  });
  it('season total through a week ignores later weeks', () => {
    expect(seasonThrough({ 1: 5, 2: 7, 3: 100 }, 2)).toBe(12);
  });
});
