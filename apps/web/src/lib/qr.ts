/* eslint-disable @typescript-eslint/no-non-null-assertion -- a QR symbol is index arithmetic on a square of known size: every index is in range by construction, and the tests read every module back */
/**
 * A small QR code encoder (ISO/IEC 18004) for invite links: byte mode, error correction level M,
 * versions 1 to 10 (up to 213 bytes at M, far more than an invite URL). Written here rather than
 * taken as a dependency: the app needs one fixed kind of code, and this is about 200 lines.
 *
 * encodeQr(text) returns the module matrix (true = dark), quiet zone not included.
 */

/** Per version 1..10 at level M: [EC codewords per block, [blocks, data codewords per block][]]. */
const M_BLOCKS: readonly (readonly [number, readonly (readonly [number, number])[]])[] = [
  [10, [[1, 16]]],
  [16, [[1, 28]]],
  [26, [[1, 44]]],
  [18, [[2, 32]]],
  [24, [[2, 43]]],
  [16, [[4, 27]]],
  [18, [[4, 31]]],
  [
    22,
    [
      [2, 38],
      [2, 39],
    ],
  ],
  [
    22,
    [
      [3, 36],
      [2, 37],
    ],
  ],
  [
    26,
    [
      [4, 43],
      [1, 44],
    ],
  ],
];

/** Centres of the alignment patterns per version (none in version 1). */
const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

export const QR_MAX_VERSION = 10;

/** Level M's two format bits (01 is L, 00 is M, 11 is Q, 10 is H). */
const EC_LEVEL_M = 0b00;

const dataCapacity = (version: number) =>
  M_BLOCKS[version - 1]![1].reduce((sum, [blocks, size]) => sum + blocks * size, 0);

// ---- GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 ----
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

/** The Reed-Solomon error correction codewords of `data` (generator with roots α^0..α^(n-1)). */
export function reedSolomon(data: readonly number[], ecLength: number): number[] {
  let gen = [1];
  for (let i = 0; i < ecLength; i++) {
    const next = new Array<number>(gen.length + 1).fill(0);
    for (let j = 0; j < gen.length; j++) {
      next[j] = next[j]! ^ gen[j]!;
      next[j + 1] = next[j + 1]! ^ mul(gen[j]!, EXP[i]!);
    }
    gen = next;
  }
  const rem = new Array<number>(ecLength).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift()!;
    rem.push(0);
    for (let j = 0; j < ecLength; j++) rem[j] = rem[j]! ^ mul(gen[j + 1]!, factor);
  }
  return rem;
}

/** A BCH remainder: `value` shifted by the generator's degree, reduced modulo `generator`. */
function bch(value: number, generator: number, degree: number): number {
  let rem = value << degree;
  for (let bit = 31 - Math.clz32(rem); bit >= degree; bit--) if ((rem >>> bit) & 1) rem ^= generator << (bit - degree);
  return rem;
}

/** The 15 format bits (level M and the mask) as placed in the symbol, masked with 101010000010010. */
export function formatBits(mask: number): number {
  const data = (EC_LEVEL_M << 3) | mask;
  return ((data << 10) | bch(data, 0x537, 10)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up). */
export function versionBits(version: number): number {
  return (version << 12) | bch(version, 0x1f25, 12);
}

/** The data codewords: mode, count, the bytes, terminator, padding to the version's capacity. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4); // byte mode
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacity = dataCapacity(version) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0; out.length < capacity / 8; pad++) out.push(pad % 2 === 0 ? 0xec : 0x11);
  return out;
}

/** Splits into blocks, adds each block's error correction and interleaves them. */
function interleave(data: readonly number[], version: number): number[] {
  const [ecLength, groups] = M_BLOCKS[version - 1]!;
  const blocks: number[][] = [];
  let at = 0;
  for (const [count, size] of groups)
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(at, at + size));
      at += size;
    }
  const ecs = blocks.map((b) => reedSolomon(b, ecLength));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]!);
  for (let i = 0; i < ecLength; i++) for (const e of ecs) out.push(e[i]!);
  return out;
}

const MASKS: readonly ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

interface Grid {
  size: number;
  dark: boolean[][];
  /** Function patterns (finders, timing, alignment, format and version areas): never masked. */
  fixed: boolean[][];
}

function newGrid(version: number): Grid {
  const size = 17 + 4 * version;
  const g: Grid = {
    size,
    dark: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    fixed: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  };
  const set = (r: number, c: number, dark: boolean) => {
    g.dark[r]![c] = dark;
    g.fixed[r]![c] = true;
  };
  // Finder patterns with their separators.
  for (const [fr, fc] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const)
    for (let r = -1; r <= 7; r++)
      for (let c = -1; c <= 7; c++) {
        const rr = fr + r;
        const cc = fc + c;
        if (rr < 0 || cc < 0 || rr >= size || cc >= size) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(rr, cc, ring !== 2 && ring !== 4);
      }
  // Timing patterns.
  for (let i = 8; i < size - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Alignment patterns, except where they would cover a finder.
  const centres = ALIGNMENT[version - 1]!;
  for (const r of centres)
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6)) continue;
      for (let dr = -2; dr <= 2; dr++)
        for (let dc = -2; dc <= 2; dc++) set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }
  // Reserve the format areas (written once the mask is chosen) and the dark module.
  for (let i = 0; i < 9; i++) {
    g.fixed[8]![i] = true;
    g.fixed[i]![8] = true;
  }
  for (let i = 0; i < 8; i++) {
    g.fixed[8]![size - 1 - i] = true;
    g.fixed[size - 1 - i]![8] = true;
  }
  set(size - 8, 8, true);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }
  return g;
}

/** Writes the 15 format bits in both copies (bit 0 is the least significant). */
function placeFormat(g: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const { size, dark } = g;
  // Around the top-left finder: down column 8 (skipping the timing row), then left along row 8.
  for (let i = 0; i <= 5; i++) dark[i]![8] = bit(i);
  dark[7]![8] = bit(6);
  dark[8]![8] = bit(7);
  dark[8]![7] = bit(8);
  for (let i = 9; i < 15; i++) dark[8]![14 - i] = bit(i);
  // The copy: along row 8 under the top-right finder, then down column 8 beside the bottom-left one.
  for (let i = 0; i < 8; i++) dark[8]![size - 1 - i] = bit(i);
  for (let i = 8; i < 15; i++) dark[size - 15 + i]![8] = bit(i);
}

/** The data modules in placement order: two-column strips from the right, up then down, skipping column 6. */
export function dataPath(fixed: readonly (readonly boolean[])[]): [number, number][] {
  const size = fixed.length;
  const path: [number, number][] = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const r = upward ? size - 1 - step : step;
      for (const c of [right, right - 1]) if (!fixed[r]![c]) path.push([r, c]);
    }
    upward = !upward;
  }
  return path;
}

/** The penalty score of a finished symbol (the four rules of ISO/IEC 18004 section 7.8.3). */
export function penalty(dark: readonly (readonly boolean[])[]): number {
  const size = dark.length;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push([...dark[i]!]);
    lines.push(dark.map((row) => row[i]!));
  }
  for (const line of lines) {
    // Rule 1: runs of five or more of one colour.
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    // Rule 3: 1:1:3:1:1 finder-like patterns with four light modules on either side.
    const padded = [false, false, false, false, ...line, false, false, false, false];
    for (let i = 0; i + 11 <= padded.length; i++) {
      const w = padded
        .slice(i, i + 11)
        .map((d) => (d ? 1 : 0))
        .join('');
      if (w === '10111010000' || w === '00001011101') score += 40;
    }
  }
  // Rule 2: 2×2 blocks of one colour.
  for (let r = 0; r + 1 < size; r++)
    for (let c = 0; c + 1 < size; c++) {
      const v = dark[r]![c];
      if (v === dark[r]![c + 1] && v === dark[r + 1]![c] && v === dark[r + 1]![c + 1]) score += 3;
    }
  // Rule 4: the share of dark modules away from 50 %, 10 points per 5 %.
  const darkCount = dark.reduce((n, row) => n + row.filter(Boolean).length, 0);
  score += Math.floor(Math.abs(darkCount * 20 - size * size * 10) / (size * size)) * 10;
  return score;
}

export interface QrCode {
  version: number;
  mask: number;
  /** Rows of modules, true = dark; no quiet zone. */
  modules: boolean[][];
}

/** Encodes `text` (UTF-8, byte mode, level M) in the smallest version 1..10 that holds it, with the lowest-penalty mask. */
export function encodeQr(text: string, forceMask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= QR_MAX_VERSION && 4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataCapacity(version) * 8)
    version++;
  if (version > QR_MAX_VERSION)
    throw new RangeError(`Too long for a version ${QR_MAX_VERSION} QR code: ${bytes.length} bytes`);
  const codewords = interleave(dataCodewords(bytes, version), version);
  const base = newGrid(version);
  const path = dataPath(base.fixed);
  let best: QrCode | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    if (forceMask !== undefined && mask !== forceMask) continue;
    const dark = base.dark.map((row) => [...row]);
    path.forEach(([r, c], i) => {
      // Remainder bits past the last codeword are light before masking.
      const bit = i < codewords.length * 8 ? ((codewords[i >> 3]! >>> (7 - (i & 7))) & 1) === 1 : false;
      dark[r]![c] = bit !== MASKS[mask]!(r, c);
    });
    const g = { ...base, dark };
    placeFormat(g, mask);
    const score = penalty(dark);
    if (score < bestScore) {
      bestScore = score;
      best = { version, mask, modules: dark };
    }
  }
  return best!;
}

/** The code as one SVG path (a 1×1 square per dark module), offset by a quiet zone of `quiet` modules. */
export function qrPath(code: QrCode, quiet = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c + quiet} ${r + quiet}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
