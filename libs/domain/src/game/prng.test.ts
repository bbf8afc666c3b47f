import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  hashSeed,
  isWeekSeed,
  nextInt,
  playerRng,
  sha256BytesHex,
  sha256Hex,
  utf8Bytes,
  verifySeed,
} from './prng';

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 / NIST known vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes one million "a" (many blocks)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('pads correctly at the 55/56/64-byte block boundaries', () => {
    expect(sha256Hex('x'.repeat(55))).toBe('d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072');
    expect(sha256Hex('x'.repeat(56))).toBe('04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e');
    expect(sha256Hex('x'.repeat(64))).toBe('7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c');
  });

  it('hashes the UTF-8 encoding of non-ASCII text', () => {
    expect(sha256Hex('héllo ✓ 😀')).toBe('ed48bf1a238c902172191a3a1f46532d86cc20dc6bea2f3f9a90215097b1e10c');
  });

  it('always returns 64 lower-case hex characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(sha256Hex(s)).toMatch(/^[0-9a-f]{64}$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('utf8Bytes', () => {
  it('encodes 1- to 4-byte characters', () => {
    expect([...utf8Bytes('aé✓😀')]).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x9c, 0x93, 0xf0, 0x9f, 0x98, 0x80]);
  });

  it('replaces a lone surrogate with U+FFFD like TextEncoder', () => {
    expect([...utf8Bytes('\ud800')]).toEqual([0xef, 0xbf, 0xbd]);
  });

  it('agrees with the platform TextEncoder', () => {
    const encoder = new (
      globalThis as unknown as { TextEncoder: new () => { encode(s: string): Uint8Array } }
    ).TextEncoder();
    fc.assert(
      // A boolean property (fast-check reports the counterexample): an expect() per run took
      // seconds on a loaded machine and timed the test out.
      fc.property(
        fc.string({ unit: 'binary' }),
        (s) => Array.from(utf8Bytes(s)).join(',') === Array.from(encoder.encode(s)).join(','),
      ),
      { numRuns: 300 },
    );
  });

  it('sha256BytesHex hashes raw bytes', () => {
    expect(sha256BytesHex(Uint8Array.from([0x61, 0x62, 0x63]))).toBe(sha256Hex('abc'));
  });
});

describe('commit–reveal', () => {
  const seed = 'a'.repeat(64);

  it('hashSeed is sha256 of the seed', () => {
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('verifySeed accepts the matching hash (any case) and rejects others', () => {
    const h = hashSeed(seed);
    expect(verifySeed(seed, h)).toBe(true);
    expect(verifySeed(seed, h.toUpperCase())).toBe(true);
    expect(verifySeed('b'.repeat(64), h)).toBe(false);
    expect(verifySeed(seed, '0'.repeat(64))).toBe(false);
  });

  it('isWeekSeed accepts 64 lower-case hex characters only', () => {
    expect(isWeekSeed(seed)).toBe(true);
    expect(isWeekSeed('A'.repeat(64))).toBe(false);
    expect(isWeekSeed('a'.repeat(63))).toBe(false);
    expect(isWeekSeed(42)).toBe(false);
  });
});

describe('createRng (sfc32)', () => {
  it('matches an independent reference implementation', () => {
    // Reference values from a Python sfc32 seeded with the 4 first words of sha256("abc").
    const rng = createRng(sha256Hex('abc'));
    expect([rng.next(), rng.next(), rng.next()].map((x) => x * 2 ** 32)).toEqual([1406531534, 977134674, 1806545976]);
  });

  it('playerRng is seeded with sha256(seed + uid)', () => {
    expect(sha256Hex('week-seed-1' + 'user-42')).toBe(
      'f4b22a916d698c1be9d93ce3c6f8e3c020ae2ce81b87aa5b736f0a6d3bca6d3f',
    );
    const rng = playerRng('week-seed-1', 'user-42');
    expect([rng.next(), rng.next(), rng.next()]).toEqual([0.6778834739234298, 0.34549948084168136, 0.7310946728102863]);
  });

  it('rejects seeds shorter than 128 bits or not hex', () => {
    expect(() => createRng('abc')).toThrow(RangeError);
    expect(() => createRng('z'.repeat(32))).toThrow(RangeError);
  });

  it('is reproducible and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const a = createRng(sha256Hex(s));
        const b = createRng(sha256Hex(s));
        for (let i = 0; i < 50; i++) {
          const x = a.next();
          expect(x).toBe(b.next());
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('different uids give different streams', () => {
    expect(playerRng('s', 'alice').next()).not.toBe(playerRng('s', 'bob').next());
  });

  it('is roughly uniform (deterministic seed)', () => {
    const rng = createRng(sha256Hex('uniformity'));
    const buckets = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) buckets[Math.floor(rng.next() * 10)]! += 1;
    for (const count of buckets) {
      expect(count).toBeGreaterThan(n / 10 - 600);
      expect(count).toBeLessThan(n / 10 + 600);
    }
  });

  it('nextInt returns integers in [0, n) and rejects bad n', () => {
    const rng = createRng(sha256Hex('ints'));
    for (let i = 0; i < 1000; i++) {
      const k = nextInt(rng, 31);
      expect(Number.isInteger(k)).toBe(true);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(31);
    }
    expect(() => nextInt(rng, 0)).toThrow(RangeError);
    expect(() => nextInt(rng, 2.5)).toThrow(RangeError);
  });
});
