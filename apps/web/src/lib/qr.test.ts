/* eslint-disable @typescript-eslint/no-non-null-assertion -- a QR symbol is index arithmetic on a square of known size: every index is in range by construction, and the tests read every module back */
import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, reedSolomon, versionBits } from './qr';

describe('Reed-Solomon codewords', () => {
  it('match the 1-M example of ISO/IEC 18004 Annex I ("01234567", numeric mode)', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomon(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('match the common 1-M "HELLO WORLD" example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe('format and version information', () => {
  it('gives the published format strings of level M for the eight masks', () => {
    const published = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((m) => formatBits(m).toString(2).padStart(15, '0'))).toEqual(published);
  });

  it('gives the published version strings of versions 7 to 10', () => {
    expect([7, 8, 9, 10].map(versionBits)).toEqual([0x07c94, 0x085bc, 0x09a99, 0x0a4d3]);
  });
});

/** Level M's byte-mode capacities (ISO/IEC 18004 Table 7): the largest payload of each version. */
const CAPACITY = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

describe('version choice', () => {
  it.each(CAPACITY.map((bytes, i) => [i + 1, bytes]))('version %i holds %i bytes and not one more', (v, bytes) => {
    expect(encodeQr('a'.repeat(bytes)).version).toBe(v);
    if (v < 10) expect(encodeQr('a'.repeat(bytes + 1)).version).toBe(v + 1);
  });

  it('refuses what does not fit in version 10', () => {
    expect(() => encodeQr('a'.repeat(214))).toThrow(RangeError);
  });
});

// ---- An independent reader: what a scanner does, written from the standard, not from the encoder ----

const BLOCKS_M: Record<number, [number, number[]]> = {
  1: [10, [16]],
  2: [16, [28]],
  3: [26, [44]],
  4: [18, [32, 32]],
  5: [24, [43, 43]],
  6: [16, [27, 27, 27, 27]],
  7: [18, [31, 31, 31, 31]],
  8: [22, [38, 38, 39, 39]],
  9: [22, [36, 36, 36, 37, 37]],
  10: [26, [43, 43, 43, 43, 44]],
};
const ALIGN: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

function isFunctionModule(v: number, r: number, c: number): boolean {
  const n = 17 + 4 * v;
  if ((r < 9 && c < 9) || (r < 9 && c >= n - 8) || (r >= n - 8 && c < 9)) return true;
  if (r === 6 || c === 6) return true;
  if (v >= 7 && ((r < 6 && c >= n - 11) || (c < 6 && r >= n - 11))) return true;
  const a = ALIGN[v]!;
  for (const ar of a)
    for (const ac of a) {
      if ((ar === 6 && ac === 6) || (ar === 6 && ac === n - 7) || (ar === n - 7 && ac === 6)) continue;
      if (Math.abs(r - ar) <= 2 && Math.abs(c - ac) <= 2) return true;
    }
  return false;
}

function read(m: boolean[][]): { text: string; mask: number; formatA: number; formatB: number } {
  const n = m.length;
  const v = (n - 17) / 4;
  const bit = (r: number, c: number) => (m[r]![c] ? 1 : 0);
  // Format: first copy from bit 14 down; the second copy likewise.
  const rowsA: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const formatA = rowsA.reduce((acc, [r, c]) => (acc << 1) | bit(r, c), 0);
  const rowsB: [number, number][] = [];
  for (let i = 0; i < 7; i++) rowsB.push([n - 1 - i, 8]);
  for (let i = 0; i < 8; i++) rowsB.push([8, n - 8 + i]);
  const formatB = rowsB.reduce((acc, [r, c]) => (acc << 1) | bit(r, c), 0);
  const mask = ((formatA ^ 0x5412) >> 10) & 7;
  const maskFn = [
    (r: number, c: number) => (r + c) % 2 === 0,
    (r: number) => r % 2 === 0,
    (_r: number, c: number) => c % 3 === 0,
    (r: number, c: number) => (r + c) % 3 === 0,
    (r: number, c: number) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
    (r: number, c: number) => ((r * c) % 2) + ((r * c) % 3) === 0,
    (r: number, c: number) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
    (r: number, c: number) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
  ][mask]!;
  const bits: number[] = [];
  for (let col = n - 1, up = true; col > 0; col -= 2, up = !up) {
    if (col === 6) col--;
    for (let i = 0; i < n; i++) {
      const r = up ? n - 1 - i : i;
      for (const c of [col, col - 1]) if (!isFunctionModule(v, r, c)) bits.push(bit(r, c) ^ (maskFn(r, c) ? 1 : 0));
    }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const [ec, sizes] = BLOCKS_M[v]!;
  const blocks = sizes.map(() => [] as number[]);
  let at = 0;
  for (let i = 0; i < Math.max(...sizes); i++) sizes.forEach((s, b) => i < s && blocks[b]!.push(codewords[at++]!));
  const ecs = sizes.map(() => [] as number[]);
  for (let i = 0; i < ec; i++) sizes.forEach((_s, b) => ecs[b]!.push(codewords[at++]!));
  // Every block's error correction must check (a scanner would correct; a fresh code has no error).
  blocks.forEach((b, i) => expect(reedSolomon(b, ec)).toEqual(ecs[i]));
  const data = blocks.flat();
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((k) => (byte >> k) & 1));
  const take = (len: number, from: number) => stream.slice(from, from + len).reduce((a, b) => (a << 1) | b, 0);
  expect(take(4, 0)).toBe(0b0100);
  const countBits = v < 10 ? 8 : 16;
  const length = take(countBits, 4);
  const bytes = Array.from({ length }, (_x, i) => take(8, 4 + countBits + i * 8));
  return { text: new TextDecoder().decode(new Uint8Array(bytes)), mask, formatA, formatB };
}

describe('encodeQr', () => {
  const samples = [
    'https://fraudshield.example/join/ABC234',
    'http://localhost:5173/join/K7QW2Z',
    'Ünïcödé – invite ✓',
    `https://fraudshield.example/join/${'X'.repeat(150)}`,
    'x'.repeat(213),
  ];

  it.each(samples)('reads back as what it encodes, with both format copies equal: %s', (text) => {
    const code = encodeQr(text);
    const got = read(code.modules);
    expect(got.text).toBe(text);
    expect(got.mask).toBe(code.mask);
    expect(got.formatA).toBe(formatBits(code.mask));
    expect(got.formatB).toBe(formatBits(code.mask));
  });

  it('reads back under every one of the eight masks', () => {
    for (let mask = 0; mask < 8; mask++)
      expect(read(encodeQr('https://a.example/join/QWERTY', mask).modules).text).toBe('https://a.example/join/QWERTY');
  });

  it('draws the three finder patterns, the timing lines and the dark module', () => {
    const { modules: m } = encodeQr('https://fraudshield.example/join/ABC234');
    const n = m.length;
    const finder = (r0: number, c0: number) =>
      Array.from({ length: 7 }, (_x, r) =>
        Array.from({ length: 7 }, (_y, c) => (m[r0 + r]![c0 + c] ? '#' : '.')).join(''),
      );
    const expected = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    expect(finder(0, 0)).toEqual(expected);
    expect(finder(0, n - 7)).toEqual(expected);
    expect(finder(n - 7, 0)).toEqual(expected);
    for (let i = 8; i < n - 8; i++) {
      expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[i]![6]).toBe(i % 2 === 0);
    }
    expect(m[n - 8]![8]).toBe(true);
  });
});
