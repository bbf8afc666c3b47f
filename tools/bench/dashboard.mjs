#!/usr/bin/env node
// A team league's owner dashboard at its largest: seeds team leagues of 5,000 members each (member
// list and aggregates, as the joins and answers would leave them: synthetic learning records put
// through the same domain rules, libs/domain game/team.ts, that the player change applies), then
// measures league_getDashboard warm against system_ping, interleaved round by round, and prints
//   dashboard at 5,000 members: N reads per view, p95 … ms (… × system_ping)
// N is the documents the callable read for one view, as it counts them itself (emulator only: the
// emulators report no read counts). One owner may open the dashboard 30 times at once (its rate
// limit), so the calls are spread over several owners, each with a league of the same 5,000.
//   node tools/bench/dashboard.mjs [--members 5000] [--calls 100]
//   npm run bench -- --only dashboard
// Ports: FS_PORT_BASE (default 37000) … +8. Take figures on a quiet machine.
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { adminFirestore, argValue, printAndSave, withStack } from './bench-stack.mjs';
import { callCallable, createVerifiedUser, summarise } from './emulator-http.mjs';

const BASELINE = 'system_ping';
const PER_OWNER = 25;
const WARMUP = 3;
const THREATS = ['Phishing', 'Deepfake', 'SimSwap'];

async function domain() {
  const jiti = createJiti(import.meta.url);
  return jiti.import('../../libs/domain/src/index.ts');
}

/** Deterministic pseudo-random numbers: the same league every run. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0), x / 2 ** 32);
}

/** Members as their records would be after a few weeks: three in four have played, with skills that differ. */
function seedMembers(D, n, week) {
  const next = rng(20261126);
  const plan = { placement: [], 'delayed-1': [], 'delayed-2': [] };
  const out = [];
  for (let i = 0; i < n; i++) {
    const uid = `bench-member-${String(i).padStart(5, '0')}`;
    const share = next() < 0.7;
    let record = D.newLearningRecord(plan, 1);
    if (next() < 0.75) {
      const skill = next();
      for (let w = Math.max(1, week - 3); w <= week; w++) {
        if (next() < 0.3) continue;
        const answers = Array.from({ length: 8 }, () => ({
          source: 'drill',
          fraudId: D.FRAUD_IDS[Math.floor(next() * D.FRAUD_IDS.length)],
          genuine: next() < 0.35,
          correct: next() < 0.3 + 0.6 * skill,
          caseId: null,
        }));
        record = D.recordAnswers(record, answers, w);
      }
    }
    const lastWeek = record.weeks.at(-1)?.week ?? null;
    const mark = lastWeek === week ? { week, drill: next() < 0.6, daily: next() < 0.4 } : null;
    out.push({ uid, memberId: `bm${String(i).padStart(8, '0')}`, share, record, lastWeek, mark });
  }
  return out;
}

async function seedLeague(D, db, FieldValue, leagueId, ownerUid, members) {
  const now = Date.now();
  await db
    .collection('leagues')
    .doc(leagueId)
    .set({
      id: leagueId,
      name: `Bench ${leagueId}`,
      code: '',
      ownerUid,
      createdAt: now,
      kind: 'team',
      members: members.length,
      coOwners: [],
    });
  const shards = Array.from({ length: D.TEAM_STATS_SHARDS }, () => ({}));
  const add = (shard, path, amount) => {
    const keys = path.split('.');
    let node = shard;
    for (const k of keys.slice(0, -1)) node = node[k] ??= {};
    node[keys.at(-1)] = (node[keys.at(-1)] ?? 0) + amount;
  };
  for (let start = 0; start < members.length; start += 400) {
    const batch = db.batch();
    for (const m of members.slice(start, start + 400)) {
      const seat = { share: m.share, memberId: m.memberId, joinedAt: now };
      const state = { teams: { [leagueId]: seat }, frauds: m.record.frauds, weeks: m.record.weeks, mark: m.mark };
      const delta = D.teamStatsDeltas({ teams: {}, frauds: {}, weeks: [], mark: null }, state).get(leagueId) ?? {};
      const shard = shards[D.hash32(m.uid) % D.TEAM_STATS_SHARDS];
      for (const [path, amount] of Object.entries(delta)) add(shard, path, amount);
      const doc = {
        uid: m.uid,
        name: `Learner ${m.memberId.slice(-5)}`,
        share: m.share,
        joinedAt: now,
        lastWeek: m.lastWeek,
      };
      // As infra/team-store.ts writes it: m_<fraud> for every fraud, thousandths only where shared and practised.
      const all = m.share && m.lastWeek !== null ? D.masteryByFraud(m.record.frauds) : null;
      for (const f of D.FRAUD_IDS) doc[`m_${f}`] = all && m.record.frauds[f] ? Math.round(all[f].mastery * 1000) : null;
      batch.set(db.collection('leagues').doc(leagueId).collection('members').doc(m.memberId), doc);
    }
    await batch.commit();
  }
  const batch = db.batch();
  shards.forEach((s, i) => batch.set(db.collection('leagues').doc(leagueId).collection('stats').doc(String(i)), s));
  await batch.commit();
  void FieldValue;
}

export async function benchDashboard({ stack, members = 5000, calls = 100, log = console.log } = {}) {
  return withStack(
    stack,
    async (s) => {
      const D = await domain();
      const db = await adminFirestore(s, 'dashboard-bench');
      const { FieldValue } = await import('firebase-admin/firestore');

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
      const seeded = seedMembers(D, members, week.number);
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
        await seedLeague(D, db, FieldValue, leagueId, owner.uid, seeded);
        leagues.push({ owner, leagueId });
      }
      const seedSeconds = (Date.now() - t0) / 1000;

      const samples = { [BASELINE]: [], league_getDashboard: [] };
      const errors = {};
      const reads = [];
      let shown = null;
      let done = 0;
      const round = async (record) => {
        const { owner, leagueId } = leagues[Math.floor(done++ / PER_OWNER)];
        const ping = await callCallable(s, BASELINE, null, owner.idToken);
        const view = await callCallable(s, 'league_getDashboard', { leagueId }, owner.idToken);
        if (!record) return;
        if (ping.ok) samples[BASELINE].push(ping.ms);
        if (view.ok) {
          samples.league_getDashboard.push(view.ms);
          reads.push(view.data.reads);
          shown = view.data;
        } else errors[view.code] = (errors[view.code] ?? 0) + 1;
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
          sharing: shown.sharing,
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
