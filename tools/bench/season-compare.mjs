#!/usr/bin/env node
// The seeded season, before and after: the demo season played on another git ref's functions and
// on this checkout's, then what players see compared: every seeded player's match report of each
// settled week (week_getReport), their season rank, movement and neighbours (leaderboard_getPage's
// own row), and the season table page by page (top, middle, last). Exits non-zero on any
// difference and lists the first ones.
//
//   npm run bench -- --only season-compare --against <git ref>
//   node tools/bench/season-compare.mjs --against <git ref> [--with <git ref>] [--json out.json]
//
// --with <ref>: that ref's functions in place of this checkout's, to compare one merge with its
// first parent (`--against M^1 --with M`) when the refs between hold other changes to the game.
//
// The ref is checked out in a temporary worktree (checkoutRef, as the Lighthouse and callables
// comparisons do) and its functions run on a stack its own tools/emulators/stack.mjs starts
// on FS_PORT_BASE (default 37000), then this checkout's on the same ports: one side at a time,
// each in a child process of its own (the seed's modules keep per-process state: admin apps, the
// emulator host). Both sides are seeded by THIS checkout's season replay (tools/seed/seed.mjs
// replaySeed, the callables only): what differs is the server.
//
// Deterministic on both sides: every account is created with a fixed uid (from its email), and
// each week's secret seed is fixed as the week opens (its published hash rewritten to match),
// before anyone plays it; the cast's answers are already fixed draws per uid (demo-players.mjs).
// What is random per run and not shown as such is left out of the comparison: a player's opaque
// season id (entries' `id`), the sealed cursor (`nextCursor`) and the emulator's read accounting.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { authRequest, callOk } from '../emulators/client.mjs';
import { adminFirestore, argValue, benchProjectId } from './bench-stack.mjs';
import { checkoutRef } from './lighthouse-compare.mjs';

/** Rows a leaderboard page asks for: small, so the seeded season's table is several pages (top, middle, last). */
export const PAGE_LIMIT = 4;
/** Differences listed when the sides differ. */
const SHOWN_DIFFERENCES = 12;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A Firebase-shaped uid (28 base-62 characters) fixed by the email: the same account on both sides. */
export function fixedUid(email) {
  const bytes = createHash('sha256').update(`season-compare:${email}`).digest();
  return Array.from(bytes.subarray(0, 28), (b) => BASE62[b % 62]).join('');
}

/** A week's secret seed, fixed by its id (64 hex characters, the shape randomSeed makes). */
export const fixedWeekSeed = (weekId) => createHash('sha256').update(`season-compare:week:${weekId}`).digest('hex');
/** The commitment published with the week (libs/domain hashSeed: SHA-256 hex of the seed). */
const hashSeed = (seed) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** Drops what is random per run and not the player's to compare (see the header). */
export function visible(value) {
  if (Array.isArray(value)) return value.map(visible);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'id' || k === 'nextCursor' || k === 'reads') continue;
    out[k] = visible(v);
  }
  return out;
}

/** Every seeded account, created up front with its fixed uid (the replay then signs in to it). */
async function createFixedAccounts(env, passwords) {
  for (const [email, password] of passwords) {
    const out = await authRequest(env, `identitytoolkit.googleapis.com/v1/projects/${env.projectId}/accounts`, {
      owner: true,
      body: { localId: fixedUid(email), email, password },
    });
    if (!out.ok) throw new Error(`creating ${email} with a fixed uid failed: ${out.status} ${out.text.slice(0, 200)}`);
  }
}

/**
 * One side: a stack started by `root`'s own stack.mjs (this checkout or the ref's worktree), the
 * season replayed with fixed uids and seeds, then what every player sees. Runs in a child process.
 */
async function dumpSide({ root, portShift, log }) {
  const { startStack } = await import(pathToFileURL(join(root, 'tools/emulators/stack.mjs')).href);
  const base = testPorts(37000);
  const ports = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v + portShift]));
  const projectId = `${benchProjectId(ports)}-compare`;
  const stack = await startStack({
    profile: `season-compare-${ports.auth}`,
    projectId,
    ports,
    web: false,
    log: (l) => log(`[stack] ${l}`),
  });
  try {
    const env = { projectId, ports };
    const { replaySeed, seedPasswords, DEMO } = await import('../seed/seed.mjs');
    const passwords = seedPasswords();
    await createFixedAccounts(env, passwords);
    const db = await adminFirestore(env, `season-compare-${ports.firestore}`);
    const result = await replaySeed({
      env,
      log: (l) => log(`[seed] ${l}`),
      // The head-to-head league and the cup came later than the refs this compares against, and
      // change nobody's points: left out on both sides.
      headToHead: false,
      onWeekOpened: async (week) => {
        const seed = fixedWeekSeed(week.id);
        await db.collection('weekSecrets').doc(week.id).set({ seed }, { merge: true });
        await db
          .collection('weeks')
          .doc(week.id)
          .update({ seedHash: hashSeed(seed) });
      },
    });
    // The open week is the last one: every week before it is settled.
    const settledWeeks = result.weeks.slice(0, -1);
    const { signIn } = await import('../emulators/client.mjs');
    const players = [];
    for (const [email, password] of passwords) {
      const who = await signIn(env, email, password);
      if (!who) throw new Error(`${email} cannot sign in`);
      const reports = {};
      for (const weekId of settledWeeks)
        reports[weekId] = visible(await callOk(env, 'week_getReport', { weekId }, who));
      const page = await callOk(env, 'leaderboard_getPage', { limit: PAGE_LIMIT }, who);
      players.push({
        email,
        reports,
        standing: visible({ me: page.me, notYetPlaying: page.notYetPlaying, total: page.total }),
      });
    }
    // The table page by page, as the demo player reads it.
    const reader = await signIn(env, DEMO.player.email, DEMO.player.password);
    const pages = [];
    let cursor;
    do {
      const page = await callOk(
        env,
        'leaderboard_getPage',
        { limit: PAGE_LIMIT, ...(cursor ? { cursor } : {}) },
        reader,
      );
      pages.push(visible({ entries: page.entries, total: page.total }));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return { weeks: settledWeeks, players, pages };
  } finally {
    await stack.stop();
  }
}

/** Runs one side in a child process (this script with --side), returning its dump. */
function runSide({ root, portShift, label, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'fs-season-compare-'));
  const out = join(dir, 'side.json');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--side', root, '--port-shift', String(portShift), '--out', out],
      { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let tail = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(`[${label}] ${line}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`the ${label} side exited with ${code}: ${tail.slice(-1500)}`);
        resolve(JSON.parse(readFileSync(out, 'utf8')));
      } catch (err) {
        reject(err);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const canonical = (v) => JSON.stringify(v);

/** The first place two values differ, as `path: a ≠ b`. */
function firstDifference(a, b, path = '') {
  if (canonical(a) === canonical(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${path}${Array.isArray(a) ? `[${k}]` : `.${k}`}`);
      if (d) return d;
    }
  }
  const show = (v) => (v === undefined ? 'absent' : canonical(v).slice(0, 160));
  return `${path || '(whole)'}: ${show(a)} ≠ ${show(b)}`;
}

/** Compares the ref's dump (`before`) with this checkout's (`after`). */
export function compareDumps(before, after) {
  const differences = [];
  const byEmail = new Map(before.players.map((p) => [p.email, p]));
  const weeks = before.weeks;
  let reports = 0;
  let reportsSame = 0;
  let ranks = 0;
  let ranksSame = 0;
  if (canonical(before.weeks) !== canonical(after.weeks))
    differences.push(`settled weeks: ${before.weeks.join(', ')} ≠ ${after.weeks.join(', ')}`);
  const emails = new Set([...before.players.map((p) => p.email), ...after.players.map((p) => p.email)]);
  for (const email of emails) {
    const b = byEmail.get(email);
    const a = after.players.find((p) => p.email === email);
    for (const weekId of weeks) {
      reports++;
      const d = firstDifference(b?.reports?.[weekId], a?.reports?.[weekId]);
      if (d) differences.push(`${email} report ${weekId}: ${d}`);
      else reportsSame++;
    }
    ranks++;
    const d = firstDifference(b?.standing, a?.standing);
    if (d) differences.push(`${email} own row: ${d}`);
    else ranksSame++;
  }
  const pages = Math.max(before.pages.length, after.pages.length);
  let pagesSame = 0;
  for (let i = 0; i < pages; i++) {
    const d = firstDifference(before.pages[i], after.pages[i]);
    if (d) differences.push(`leaderboard page ${i + 1}: ${d}`);
    else pagesSame++;
  }
  return {
    players: emails.size,
    weeks: weeks.length,
    reports: { same: reportsSame, of: reports },
    ranks: { same: ranksSame, of: ranks },
    pages: { same: pagesSame, of: pages },
    differences,
  };
}

export async function benchSeasonCompare({ against, withRef = null, log = console.log }) {
  if (!against)
    throw new Error('season compare needs --against <git ref> (the commit before the change, e.g. c8c3a2e)');
  const ref = checkoutRef(against, log);
  let other = null;
  try {
    other = withRef ? checkoutRef(withRef, log) : null;
    const before = await runSide({ root: ref.dir, portShift: 0, label: against, log });
    const after = await runSide({ root: other?.dir ?? ROOT, portShift: 0, label: withRef ?? 'this', log });
    return {
      against,
      sha: ref.sha,
      ...(other ? { with: withRef, withSha: other.sha } : {}),
      ...compareDumps(before, after),
      before,
      after,
    };
  } finally {
    ref.remove();
    other?.remove();
  }
}

export function formatSeasonCompare(r) {
  const lines = [
    `season compare: ${r.players} players, ${r.weeks} weeks, reports identical ${r.reports.same}/${r.reports.of}, ranks identical ${r.ranks.same}/${r.ranks.of}, leaderboard pages identical ${r.pages.same}/${r.pages.of} (${r.against} ${r.sha.slice(0, 10)} vs ${r.with ? `${r.with} ${r.withSha.slice(0, 10)}` : 'this checkout'})`,
  ];
  if (r.differences.length) {
    lines.push(`${r.differences.length} difference(s); the first:`);
    for (const d of r.differences.slice(0, SHOWN_DIFFERENCES)) lines.push(`  ${d}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const side = argValue(argv, 'side', null);
  if (side) {
    const { writeFileSync } = await import('node:fs');
    const dump = await dumpSide({
      root: side,
      portShift: Number(argValue(argv, 'port-shift', 0)),
      log: (l) => console.log(l),
    });
    writeFileSync(argValue(argv, 'out', 'side.json'), JSON.stringify(dump, null, 2));
    process.exit(0);
  }
  const r = await benchSeasonCompare({
    against: argValue(argv, 'against', null),
    withRef: argValue(argv, 'with', null),
  });
  console.log(formatSeasonCompare(r));
  const json = argValue(argv, 'json', null);
  if (json) (await import('node:fs')).writeFileSync(json, JSON.stringify(r, null, 2));
  process.exit(r.differences.length ? 1 : 0);
}
