#!/usr/bin/env node
// The app's icons (web app manifest, Apple touch icon, favicon), drawn from one design: the
// brand's shield with a check, white on the top bar's navy. Plain Node: the shapes are sampled
// 4×4 per pixel and written as RGBA PNGs with zlib. Deterministic, so `--check` can prove the
// committed files are this script's output.
//   node apps/web/scripts/make-icons.mjs          # writes apps/web/public/icons/*.png
//   node apps/web/scripts/make-icons.mjs --check  # exits 1 if a committed icon differs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

export const OUT_DIR = join(import.meta.dirname, '../public/icons');

/** Colours: the top bar (--bar-bg), white, and the brand blue (--brand) for the check. */
const NAVY = [0x17, 0x2b, 0x6b];
const WHITE = [0xff, 0xff, 0xff];
const BLUE = [0x1d, 0x4e, 0xd8];

/**
 * Each icon: file, size, and the look. `any` icons are a rounded square (transparent corners);
 * `maskable` and the Apple icon fill the square (the platform applies its own mask), with the
 * shield inside the maskable safe zone (a circle of 40% of the size around the centre).
 */
export const ICONS = [
  { file: 'favicon-32.png', size: 32, shape: 'rounded', shield: 0.78 },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full', shield: 0.62 },
  { file: 'icon-192.png', size: 192, shape: 'rounded', shield: 0.66 },
  { file: 'icon-512.png', size: 512, shape: 'rounded', shield: 0.66 },
  { file: 'maskable-192.png', size: 192, shape: 'full', shield: 0.5 },
  { file: 'maskable-512.png', size: 512, shape: 'full', shield: 0.5 },
];

// ---------- Geometry (lucide's shield-check, 24 × 24 units) ----------

function cubic(p0, p1, p2, p3, steps = 16) {
  const out = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

/** The shield's outline: the right half traced from the top, then mirrored. */
function shieldPolygon() {
  const right = [
    [12, 2.05],
    [12.76, 2.28],
    ...cubic([12.76, 2.28], [14.51, 3.81], [17, 5], [19, 5], 10),
    [19.7, 5.3],
    [20, 6],
    [20, 13],
    ...cubic([20, 13], [20, 18], [16.5, 20.5], [12.34, 21.95], 16),
    [12, 22],
  ];
  const left = right
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [24 - x, y]);
  return [...right, ...left];
}
const SHIELD = shieldPolygon();
const CHECK = [
  [8.6, 12.1],
  [11, 14.5],
  [15.6, 9.9],
];
const CHECK_HALF_WIDTH = 1.25;

/** Where the horizontal line at height y crosses the polygon, sorted: inside is between pairs. */
function crossings(y, poly) {
  const xs = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
  return xs.sort((a, b) => a - b);
}

function between(x, xs) {
  let inside = false;
  for (const edge of xs) {
    if (x < edge) break;
    inside = !inside;
  }
  return inside;
}

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function onCheck(x, y) {
  for (let i = 1; i < CHECK.length; i++)
    if (distanceToSegment(x, y, CHECK[i - 1], CHECK[i]) <= CHECK_HALF_WIDTH) return true;
  return false;
}

/** The colour at a point of the unit square (or null outside the icon); `xs`: the shield's crossings at v. */
function sample(u, v, xs, { shape, shield }) {
  if (shape === 'rounded') {
    const r = 0.22;
    const cx = Math.min(Math.max(u, r), 1 - r);
    const cy = Math.min(Math.max(v, r), 1 - r);
    if (Math.hypot(u - cx, v - cy) > r) return null;
  }
  const { x, y } = toShield(u, v, shield);
  if (between(x, xs)) return onCheck(x, y) ? BLUE : WHITE;
  return NAVY;
}

/** The shield's 24-unit box (20 units tall: y 2..22) scaled to `shield` of the icon, centred. */
function toShield(u, v, shield) {
  const scale = shield / 20;
  return { x: (u - 0.5) / scale + 12, y: (v - 0.5) / scale + 12 };
}

const SUB = 4;

/** RGBA pixels of one icon, each pixel the average of SUB × SUB samples. */
export function render(icon) {
  const { size } = icon;
  const px = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    const rows = Array.from({ length: SUB }, (_, sy) => {
      const v = (py + (sy + 0.5) / SUB) / size;
      return { v, xs: crossings(toShield(0.5, v, icon.shield).y, SHIELD) };
    });
    for (let pxi = 0; pxi < size; pxi++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const { v, xs } of rows) {
        for (let sx = 0; sx < SUB; sx++) {
          const c = sample((pxi + (sx + 0.5) / SUB) / size, v, xs, icon);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + pxi) * 4;
      if (a > 0) {
        px[o] = Math.round(r / a);
        px[o + 1] = Math.round(g / a);
        px[o + 2] = Math.round(b / a);
      }
      px[o + 3] = Math.round((a / (SUB * SUB)) * 255);
    }
  }
  return px;
}

// ---------- PNG ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGBA PNG (colour type 6), every row with filter 0. */
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function iconPng(icon) {
  return encodePng(icon.size, render(icon));
}

function main() {
  const check = process.argv.includes('--check');
  mkdirSync(OUT_DIR, { recursive: true });
  const stale = [];
  for (const icon of ICONS) {
    const png = iconPng(icon);
    const file = join(OUT_DIR, icon.file);
    if (check) {
      if (!existsSync(file) || !readFileSync(file).equals(png)) stale.push(icon.file);
    } else {
      writeFileSync(file, png);
      console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
    }
  }
  if (stale.length > 0) {
    console.error(`Not this script's output: ${stale.join(', ')} (run node apps/web/scripts/make-icons.mjs)`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
