/**
 * Fair draws (commit–reveal). When a week opens the server picks a secret seed and publishes
 * `hashSeed(seed)`. At settlement it reveals the seed; each player's attacks and rolls come from
 * `playerRng(seed, uid)`, seeded with sha256(seed + uid). Everything here is pure TypeScript (no
 * node:crypto, no Web Crypto) so the browser and the server compute bit-identical results.
 */

/** A deterministic source of numbers in [0, 1). */
export interface Rng {
  next(): number;
}

// ---- SHA-256 (FIPS 180-4) -------------------------------------------------------------------

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** UTF-8 bytes of a string, written by hand so no TextEncoder typing is needed. */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    // A lone surrogate is encoded as U+FFFD, as TextEncoder does.
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** SHA-256 of raw bytes, as 64 lower-case hex characters. */
export function sha256BytesHex(bytes: Uint8Array): string {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Message length in bits as a 64-bit big-endian integer (high word first).
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  let h0 = 0x6a09e667,
    h1 = 0xbb67ae85,
    h2 = 0x3c6ef372,
    h3 = 0xa54ff53a;
  let h4 = 0x510e527f,
    h5 = 0x9b05688c,
    h6 = 0x1f83d9ab,
    h7 = 0x5be0cd19;
  const w = new Uint32Array(64);
  const wAt = (t: number): number => w[t] ?? 0;
  for (let off = 0; off < padded.length; off += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(off + t * 4);
    for (let t = 16; t < 64; t++) {
      const w15 = wAt(t - 15);
      const w2 = wAt(t - 2);
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[t] = (wAt(t - 16) + s0 + wAt(t - 7) + s1) >>> 0;
    }
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      hh = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + (K[t] ?? 0) + wAt(t)) >>> 0;
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
    h5 = (h5 + f) >>> 0;
    h6 = (h6 + g) >>> 0;
    h7 = (h7 + hh) >>> 0;
  }
  let hex = '';
  for (const word of [h0, h1, h2, h3, h4, h5, h6, h7]) hex += word.toString(16).padStart(8, '0');
  return hex;
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** SHA-256 of the UTF-8 encoding of `text`, as 64 lower-case hex characters. */
export function sha256Hex(text: string): string {
  return sha256BytesHex(utf8Bytes(text));
}

// ---- Commit–reveal --------------------------------------------------------------------------

/** The commitment published when a week opens. */
export function hashSeed(seed: string): string {
  return sha256Hex(seed);
}

/** True when a revealed seed matches the hash published at opening. */
export function verifySeed(seed: string, seedHash: string): boolean {
  return hashSeed(seed) === seedHash.trim().toLowerCase();
}

/** A well-formed week seed: 64 lower-case hex characters. */
export function isWeekSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

// ---- PRNG (sfc32) ---------------------------------------------------------------------------

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) seeded from the first 128 bits of
 * a hex string. Only 32-bit integer operations, so it is bit-identical in every JS engine.
 */
export function createRng(seedHex: string): Rng {
  if (!/^[0-9a-fA-F]{32,}$/.test(seedHex)) {
    throw new RangeError('createRng needs at least 32 hex characters (128 bits)');
  }
  let a = parseInt(seedHex.slice(0, 8), 16) >>> 0;
  let b = parseInt(seedHex.slice(8, 16), 16) >>> 0;
  let c = parseInt(seedHex.slice(16, 24), 16) >>> 0;
  let d = parseInt(seedHex.slice(24, 32), 16) >>> 0;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Warm up so that similar seeds do not give similar first outputs.
  for (let i = 0; i < 15; i++) nextUint32();
  return { next: () => nextUint32() / 0x100000000 };
}

/** The player's generator for one week: sfc32 seeded with sha256(weekSeed + uid). */
export function playerRng(weekSeed: string, uid: string): Rng {
  return createRng(sha256Hex(weekSeed + uid));
}

/** A uniform integer in [0, n). */
export function nextInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError('nextInt needs a positive integer');
  return Math.floor(rng.next() * n);
}
