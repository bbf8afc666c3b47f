#!/usr/bin/env node
// A team league's owner dashboard at its largest: seeds team leagues of 5,000 members each (member
// list and TEAM_TREND_WEEKS settled week snapshots, as settlements would leave them: synthetic
// members' weeks put through the same domain rules, libs/domain game/team.ts, teamWeekParts and
// teamWeekSnapshot), then measures league_getDashboard warm against system_ping, interleaved
// round by round, and prints
//   dashboard at 5,000 members: N reads per view, p95 … ms (… × system_ping)
// N is the documents one view reads, counted here by running the same handler in this process
// on deps whose Firestore is wrapped in the benches' counting wrapper (tools/emulators/counting-firestore.mjs: the
// emulators report no read counts, and the product carries no read counting). One owner may open the dashboard 30 times at once (its rate
// limit), so the calls are spread over several owners, each with a league of the same 5,000.
//   node tools/bench/dashboard.mjs [--members 5000] [--calls 100]
//   npm run bench -- --only dashboard
// Ports: FS_PORT_BASE (default 37000) … +8. Take figures on a quiet machine.
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { adminFirestore, argValue, printAndSave, withStack } from './bench-stack.mjs';
import { callCallable, createVerifiedUser, summarise } from './emulator-http.mjs';
import { countingFirestore } from '../emulators/counting-firestore.mjs';

const BASELINE = 'system_ping';
/** Views per owner at most (an owner may open the dashboard 30 times at once). */
const PER_OWNER = 25;
const WARMUP = 3;
const THREATS = ['Phishing', 'Deepfake', 'SimSwap'];

const jiti = createJiti(import.meta.url);
const domain = () => jiti.import('../../libs/domain/src/index.ts');

/** Deterministic pseudo-random numbers: the same league every run. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0), x / 2 ** 32);
}

/** Members' settled weeks: three in four play a week, with skills that differ. */
function seedWeeks(D, n, lastWeek) {
  const next = rng(20261126);
  const skills = Array.from({ length: n }, () => next());
  const shares = Array.from({ length: n }, () => next() < 0.7);
  const snapshots = [];
  let previous = null;
  for (let week = Math.max(1, lastWeek - D.TEAM_TREND_WEEKS + 1); week <= lastWeek; week++) {
    const parts = skills.map((skill) => {
      const frauds = {};
      if (next() < 0.75)
        for (let a = 0; a < 8; a++) {
          const f = D.FRAUD_IDS[Math.floor(next() * D.FRAUD_IDS.length)];
          const genuine = next() < 0.35;
          const right = next() < 0.3 + 0.6 * skill;
          const c = (frauds[f] ??= { fraudSeen: 0, hits: 0, genuineSeen: 0, falseAlarms: 0 });
          if (genuine) {
            c.genuineSeen += 1;
            c.falseAlarms += right ? 0 : 1;
          } else {
            c.fraudSeen += 1;
            c.hits += right ? 1 : 0;
          }
        }
      return { week, frauds, drill: next() < 0.6, daily: next() < 0.4, points: Math.round(next() * 100), active: true };
    });
    previous = D.teamWeekSnapshot(week, parts, previous);
    snapshots.push(previous);
  }
  return { snapshots, skills, shares };
}

async function seedLeague(D, db, leagueId, ownerUid, seeded) {
  const now = Date.now();
  const league = db.collection('leagues').doc(leagueId);
  await league.set({
    id: leagueId,
    name: `Bench ${leagueId}`,
    code: '',
    ownerUid,
    createdAt: now,
    kind: 'team',
    teamId: leagueId,
    members: seeded.skills.length,
    coOwners: [],
  });
  const lastWeek = seeded.snapshots.at(-1)?.week ?? null;
  for (let start = 0; start < seeded.skills.length; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(seeded.skills.length, start + 400); i++) {
      const memberId = `bm${String(i).padStart(8, '0')}`;
      // As infra/team-store.ts writes it: m_<fraud> for every fraud, thousandths only where shared.
      const doc = {
        uid: `bench-member-${i}`,
        name: `Learner ${memberId.slice(-5)}`,
        share: seeded.shares[i],
        joinedOn: '2026-01-05',
        lastWeek,
      };
      for (const [k, f] of D.FRAUD_IDS.entries())
        doc[`m_${f}`] = seeded.shares[i] && (i + k) % 3 === 0 ? Math.round((seeded.skills[i] * 2 - 1) * 1000) : null;
      batch.set(league.collection('members').doc(memberId), doc);
    }
    await batch.commit();
  }
  const batch = db.batch();
  for (const snap of seeded.snapshots) batch.set(league.collection('weeks').doc(String(snap.week)), snap);
  await batch.commit();
}

/**
 * An owner's rate-limit bucket (one document) is written by every view: at least 2.2 s between an
 * owner's rounds keeps it well under Firestore's sustained 1 write a second per document (the
 * limits guard reports more than 10 in 10 s).
 */
const MIN_OWNER_GAP_MS = 2_200;

export async function benchDashboard({ stack, members = 5000, calls = 100, log = console.log } = {}) {
  return withStack(
    stack,
    async (s) => {
      const D = await domain();
      const db = await adminFirestore(s, 'dashboard-bench');
      const handler = await jiti.import('../../apps/functions/src/handlers/team-league.ts');
      const store = await jiti.import('../../apps/functions/src/infra/league-store.ts');

      // A week with its headline threats, so "who needs help" has something to rank on.
      const stamp = Date.now().toString(36);
      const adminUser = await createVerifiedUser(s, {
        email: `dash-admin-${stamp}@bench.test`,
        claims: { roles: ['admin'] },
      });
      const current = await callCallable(s, 'week_getCurrent', null, adminUser.idToken);
      let week = current.ok && current.data.week && current.data.week.status !== 'settled' ? current.data.week : null;
      if (!week) {
        const opened = await callCallable(
          s,
          'admin_openWeek',
          { deadline: new Date(Date.now() + 3_600_000).toISOString(), headlineThreats: THREATS },
          adminUser.idToken,
        );
        if (!opened.ok) throw new Error(`admin_openWeek: ${opened.code}`);
        week = opened.data;
      }

      const owners = Math.ceil((calls + WARMUP) / PER_OWNER);
      const seeded = seedWeeks(D, members, Math.max(week.number - 1, D.TEAM_TREND_WEEKS));
      const leagues = [];
      const t0 = Date.now();
      for (let i = 0; i < owners; i++) {
        const owner = await createVerifiedUser(s, {
          email: `dash-owner-${stamp}-${i}@bench.test`,
          displayName: 'Bench Owner',
        });
        // A Firestore auto-id, as league_create makes: the callables' contract accepts no other league id.
        const leagueId = db.collection('leagues').doc().id;
        log(`[dashboard] seeding league ${i + 1}/${owners}: ${members} members`);
        await seedLeague(D, db, leagueId, owner.uid, seeded);
        leagues.push({ owner, leagueId });
      }
      const seedSeconds = (Date.now() - t0) / 1000;

      const samples = { [BASELINE]: [], league_getDashboard: [] };
      const errors = {};
      const reads = [];
      let shown = null;
      let done = 0;
      const round = async (record) => {
        // Owners in turn: each owner's rate-limit bucket (one document) is written once a call, and
        // Firestore sustains about one write a second per document (the limits guard reports more).
        // In turn is not enough on a quiet machine (a round takes ~150 ms): each owner also waits
        // MIN_OWNER_GAP_MS after their last call.
        const turn = leagues[done++ % leagues.length];
        const { owner, leagueId } = turn;
        const wait = (turn.lastAt ?? 0) + MIN_OWNER_GAP_MS - Date.now();
        if (wait > 0) await new Promise((res) => setTimeout(res, wait));
        turn.lastAt = Date.now();
        const ping = await callCallable(s, BASELINE, null, owner.idToken);
        const view = await callCallable(s, 'league_getDashboard', { leagueId }, owner.idToken);
        if (!record) return;
        if (ping.ok) samples[BASELINE].push(ping.ms);
        if (view.ok) {
          samples.league_getDashboard.push(view.ms);
          shown = view.data;
        } else errors[view.code] = (errors[view.code] ?? 0) + 1;
        // The same view in this process, on a counting Firestore: the documents it reads.
        const counting = countingFirestore(db);
        const ctx = {
          uid: owner.uid,
          email: owner.email ?? null,
          emailVerified: true,
          displayName: 'Bench Owner',
          signInProvider: null,
          roles: [],
          now: Date.now(),
        };
        await handler.getDashboard(ctx, { leagueId }, store.teamLeagueDeps(counting.db));
        reads.push(counting.tally.reads);
      };
      for (let i = 0; i < WARMUP; i++) await round(false);
      log(`[dashboard] ${calls} rounds of ${BASELINE}, league_getDashboard`);
      for (let i = 0; i < calls; i++) await round(true);
      const base = summarise(samples[BASELINE]);
      const dash = summarise(samples.league_getDashboard);
      return {
        members,
        calls,
        owners,
        seedSeconds,
        firestore: s.firestore?.kind ?? null,
        readsPerView: reads.length ? Math.max(...reads) : null,
        readsMin: reads.length ? Math.min(...reads) : null,
        p50Ms: dash.p50,
        p95Ms: dash.p95,
        pingP50Ms: base.p50,
        pingP95Ms: base.p95,
        ratioP95: dash.p95 && base.p95 ? dash.p95 / base.p95 : null,
        errors,
        view: shown && {
          members: shown.members,
          settledWeek: shown.settledWeek,
          participation: shown.participation,
          needsHelp: shown.needsHelp.length,
          fraudsShown: shown.frauds.filter((f) => f.mastery !== null).length,
        },
      };
    },
    { log },
  );
}

export function formatDashboard(r) {
  const n = r.members.toLocaleString('en-US');
  return [
    `dashboard at ${n} members: ${r.readsPerView ?? '?'} reads per view, p95 ${r.p95Ms?.toFixed(1) ?? '?'} ms (${r.ratioP95?.toFixed(2) ?? '?'} × ${BASELINE})`,
    `  (${r.calls} warm views over ${r.owners} leagues of ${n} members, interleaved with ${BASELINE}; p50 ${r.p50Ms?.toFixed(1)} ms, ${BASELINE} p50 ${r.pingP50Ms?.toFixed(1)} / p95 ${r.pingP95Ms?.toFixed(1)} ms; reads per view ${r.readsMin}–${r.readsPerView}; Firestore ${r.firestore}; seeding ${r.seedSeconds.toFixed(0)} s; errors ${JSON.stringify(r.errors)}; last view ${JSON.stringify(r.view)})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchDashboard({
    members: Number(argValue(argv, 'members', 5000)),
    calls: Number(argValue(argv, 'calls', 100)),
  });
  printAndSave(argv, result, formatDashboard);
  process.exit(0);
}
