import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cycleStart, fixturesOf, h2hTable, h2hUpsetRate, type H2hSeat } from './h2h';

const seatsOf = (n: number, firstWeek = 1): H2hSeat[] =>
  Array.from({ length: n }, (_, i) => ({ seat: `s${String(i).padStart(2, '0')}`, firstWeek, lastWeek: null }));
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('H2H fixtures', () => {
  it('every pair meets exactly once in each cycle of n − 1 weeks (n − 1 rounded up to even), each member once a week', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (n, seed, cycle) => {
          const seats = seatsOf(n);
          const rounds = n % 2 === 0 ? n - 1 : n;
          const met = new Map<string, number>();
          const byes = new Map<string, number>();
          for (let week = 1 + (cycle - 1) * rounds; week <= cycle * rounds; week++) {
            const seen = new Set<string>();
            for (const f of fixturesOf(seats, seed, week)) {
              for (const s of [f.home, f.away]) {
                if (s === null) continue;
                expect(seen.has(s)).toBe(false);
                seen.add(s);
              }
              if (f.away === null) byes.set(f.home, (byes.get(f.home) ?? 0) + 1);
              else met.set(pairKey(f.home, f.away), (met.get(pairKey(f.home, f.away)) ?? 0) + 1);
            }
            expect(seen.size).toBe(n);
          }
          expect(met.size).toBe((n * (n - 1)) / 2);
          for (const count of met.values()) expect(count).toBe(1);
          // Odd: each member sits out exactly one week of the cycle.
          if (n % 2 === 1) for (const s of seats) expect(byes.get(s.seat)).toBe(1);
          else expect(byes.size).toBe(0);
        },
      ),
    );
  });

  it('is deterministic from the roster and the seed, and another seed draws another order', () => {
    const seats = seatsOf(8);
    expect(fixturesOf(seats, 'a', 3)).toEqual(fixturesOf([...seats].reverse(), 'a', 3));
    const weeks = (seed: string) => [1, 2, 3].map((w) => fixturesOf(seats, seed, w));
    expect(weeks('league-1')).not.toEqual(weeks('league-2'));
  });

  it('a late joiner changes no week already opened and has fixtures from their first week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 10 }), (n, joinWeek) => {
        const before = seatsOf(n);
        const after = [...before, { seat: 'late', firstWeek: joinWeek, lastWeek: null }];
        for (let w = 1; w < joinWeek; w++) expect(fixturesOf(after, 'x', w)).toEqual(fixturesOf(before, 'x', w));
        const inWeek = fixturesOf(after, 'x', joinWeek).some((f) => f.home === 'late' || f.away === 'late');
        expect(inWeek).toBe(true);
        expect(cycleStart(after, joinWeek)).toBe(joinWeek);
      }),
    );
  });

  it('after a roster change, the new field plays a full cycle: every pair once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 9 }), (n, joinWeek) => {
        const seats = [...seatsOf(n), { seat: 'late', firstWeek: joinWeek, lastWeek: null }];
        const field = n + 1;
        const rounds = field % 2 === 0 ? field - 1 : field;
        const met = new Map<string, number>();
        for (let w = joinWeek; w < joinWeek + rounds; w++)
          for (const f of fixturesOf(seats, 'seed', w))
            if (f.away !== null) met.set(pairKey(f.home, f.away), (met.get(pairKey(f.home, f.away)) ?? 0) + 1);
        expect(met.size).toBe((field * (field - 1)) / 2);
        for (const count of met.values()) expect(count).toBe(1);
      }),
    );
  });

  it('a member who left keeps the weeks they played and meets no one after', () => {
    const seats = seatsOf(4);
    const left = seats.map((s, i) => (i === 0 ? { ...s, lastWeek: 3 } : s));
    for (let w = 1; w <= 3; w++) expect(fixturesOf(left, 'x', w)).toEqual(fixturesOf(seats, 'x', w));
    for (let w = 4; w <= 8; w++)
      expect(fixturesOf(left, 'x', w).some((f) => f.home === 's00' || f.away === 's00')).toBe(false);
  });
});

describe('H2H table', () => {
  const arbWeekly = (n: number, weeks: number) =>
    fc.array(fc.array(fc.integer({ min: -20, max: 40 }), { minLength: weeks, maxLength: weeks }), {
      minLength: n,
      maxLength: n,
    });

  it('W/D/L totals agree: wins = losses, draws even, points 3W + D, played = fixtures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }).chain((n) => fc.tuple(fc.constant(n), arbWeekly(n, 10))),
        ([n, weekly]) => {
          const seats = seatsOf(n);
          const pts = (seat: string, week: number) => weekly[Number(seat.slice(1))]![week - 1]!;
          const table = h2hTable(seats, 'seed', 10, pts);
          const won = table.reduce((s, r) => s + r.won, 0);
          const lost = table.reduce((s, r) => s + r.lost, 0);
          const drawn = table.reduce((s, r) => s + r.drawn, 0);
          expect(won).toBe(lost);
          expect(drawn % 2).toBe(0);
          for (const r of table) {
            expect(r.points).toBe(3 * r.won + r.drawn);
            expect(r.played).toBe(r.won + r.drawn + r.lost);
            expect(r.played + r.byes).toBe(10);
          }
          const fixtures = Array.from({ length: 10 }, (_, w) => fixturesOf(seats, 'seed', w + 1)).flat();
          expect(table.reduce((s, r) => s + r.played, 0)).toBe(2 * fixtures.filter((f) => f.away !== null).length);
          expect(table.reduce((s, r) => s + r.pointsFor, 0)).toBe(table.reduce((s, r) => s + r.pointsAgainst, 0));
        },
      ),
    );
  });

  it('orders by table points, then points for, then fewer against, then seat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }).chain((n) => fc.tuple(fc.constant(n), arbWeekly(n, 6))),
        ([n, weekly]) => {
          const table = h2hTable(seatsOf(n), 'seed', 6, (seat, week) => weekly[Number(seat.slice(1))]![week - 1]!);
          for (let i = 1; i < table.length; i++) {
            const [a, b] = [table[i - 1]!, table[i]!];
            const key = (r: typeof a) => [r.points, r.pointsFor, -r.pointsAgainst];
            const [ka, kb] = [key(a), key(b)];
            const cmp = ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
            expect(cmp > 0 || (cmp === 0 && a.seat < b.seat)).toBe(true);
          }
        },
      ),
    );
  });

  it('a worked example: two members, three weeks', () => {
    const seats = seatsOf(2);
    const weekly = { s00: [10, 5, 7], s01: [4, 5, 9] } as Record<string, number[]>;
    const table = h2hTable(seats, 'x', 3, (s, w) => weekly[s]![w - 1]!);
    expect(table[0]).toMatchObject({
      seat: 's00',
      won: 1,
      drawn: 1,
      lost: 1,
      points: 4,
      pointsFor: 22,
      pointsAgainst: 18,
    });
    expect(table[1]).toMatchObject({ seat: 's01', won: 1, drawn: 1, lost: 1, points: 4, pointsFor: 18 });
    // Settled weeks only: a table through week 1 counts week 1.
    expect(h2hTable(seats, 'x', 1, (s, w) => weekly[s]![w - 1]!)[0]).toMatchObject({ seat: 's00', points: 3 });
  });
});

describe('H2H upset rate', () => {
  it('is 0 when the better player wins every week, 1 when the worse one does, null with no fixture', () => {
    // Player 0 scores more than player 1 every week: never an upset.
    expect(
      h2hUpsetRate([
        [10, 10, 10],
        [5, 5, 5],
      ]),
    ).toBe(0);
    // Player 1 wins two small weeks, player 0 one huge one: player 0 has the higher total, so both of 1's wins are upsets.
    expect(
      h2hUpsetRate([
        [100, 0, 0],
        [0, 1, 1],
      ]),
    ).toBeCloseTo(2 / 3);
    expect(h2hUpsetRate([[1, 2]])).toBeNull();
  });
});
