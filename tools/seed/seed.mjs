// Demo data for the local stack, created through the real code paths: accounts in the Auth
// emulator, everything else by calling the callables over HTTP (players, squads, leagues,
// settled weeks and an open one). Run by `npm start` once the emulators are ready, or alone:
// `npm run seed` (uses the dev ports and project). Running it twice is harmless: it stops when
// the demo player already exists.
//
// The other players play like real people (tools/seed/demo-players.mjs): idle accounts,
// static squads, refitters and learners, over SEEDED_WEEKS settled weeks, so a newcomer's first
// leaderboard shows what the game rewards.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEV_PORTS, DEV_PROJECT_ID } from '../emulators/ports.mjs';
import { callCallable, callOk, ensureAccount, signIn } from '../emulators/client.mjs';
import { adminServices } from '../emulators/admin.mjs';
import { DEMO_CAST, playWeek, takeCheck } from './demo-players.mjs';
import { SNAPSHOT_FILE, loadSnapshot, readSnapshot, standinPathLister, takeSnapshot } from './snapshot.mjs';

/** The share of the demo player's placement cases answered right. */
const DEMO_PLACEMENT_RIGHT = 0.65;

export const DEMO = JSON.parse(readFileSync(new URL('./demo-accounts.json', import.meta.url), 'utf8'));
export { DEMO_CAST };

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The demo player's own squad (what a newcomer finds when logging in as them). */
export const DEMO_SQUAD = ['MultiFactorAuth', 'EmailFiltering', 'UserEducation', 'KeepUpdated'];

/** The forecasts of the seeded weeks (settled), then of the open week and of the planned one. */
export const SEEDED_FORECASTS = [
  ['Phishing', 'BusinessEmailCompromise', 'Ransomware'],
  ['Vishing', 'AccountTakeover', 'Ddos'],
  ['InvestmentScam', 'SqlInjection', 'AtmSkimming'],
];
export const OPEN_FORECAST = ['Deepfake', 'AuthPushPayments', 'SimSwap'];
/** The season plan after the open week: the first entry always, all three with the demo clock (3 minutes apart). */
export const PLANNED_FORECASTS = [
  ['Phishing', 'SimSwap', 'Ransomware'],
  ['BusinessEmailCompromise', 'Vishing', 'Xss'],
  ['InsiderFraud', 'CryptoJacking', 'AccountTakeover'],
];

/**
 * The seeded team leagues: the demo player runs a class, the admin a workplace team. Members by
 * cast name; each league has more learners (members who answer the drill and the daily case every
 * week) than the group figures need (GROUP_MIN_CONTRIBUTORS, 5), so its dashboard shows them on
 * `npm start`; the others field squads or idle, as a real group does.
 */
export const TEAM_LEAGUES = [
  {
    name: 'Grade 10 Maths',
    owner: 'player',
    members: [
      'Ada Firewall',
      'Grace Patch',
      'Joan Clarke',
      'Alan Cipher',
      'Whit Diffie',
      'Hedy Spread',
      'Tim Lurker',
      'Nomsa Token',
      'Sipho Sandbox',
      'Lerato Backup',
      'Kagiso Keylock',
    ],
  },
  {
    name: 'Finance Team',
    owner: 'admin',
    members: [
      'Radia Mesh',
      'Sophie Wilson',
      'Linus Kernel',
      'Kevin Phreak',
      'Mary Audit',
      'Bruce Hash',
      'Eve Signup',
      'Priya Proxy',
      'Bongani Bitlock',
      'Ayesha Allowlist',
      'Liam Logfile',
      'Naledi Nonce',
      'Thabo Twofactor',
    ],
  },
];

const emailOf = (name) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@fraudshield.test`;
export const CAST_PASSWORD = 'demo-cast-123';

/** The cast's accounts (signed in, fresh tokens), with their behaviours; missing accounts are skipped. */
export async function loadCast(env) {
  const cast = [];
  for (const member of DEMO_CAST) {
    const session = await signIn(env, emailOf(member.name), CAST_PASSWORD);
    if (session) cast.push({ ...member, email: emailOf(member.name), password: CAST_PASSWORD, who: session });
  }
  return cast;
}

const LOGINS = [
  { role: 'player', email: DEMO.player.email, password: DEMO.player.password },
  { role: 'admin', email: DEMO.admin.email, password: DEMO.admin.password },
];

/**
 * Seeds an empty stack. From the stored snapshot (tools/seed/snapshot.mjs) when there is one, in
 * a few seconds; by replaying the season through the callables with `replay: true`
 * (FS_SEED=replay), with the demo clock (its deadlines are minutes apart, not the snapshot's), or
 * when no snapshot is stored.
 * demoClockMinutes (npm start -- --demo-clock): the open week's deadline is that many minutes
 * away instead of three days, and the next week is planned 3 minutes after it, so the local
 * season clock shows a week lock, settle and the next open within minutes.
 */
export async function seed({
  projectId = DEV_PROJECT_ID,
  ports = DEV_PORTS,
  log = console.log,
  demoClockMinutes,
  replay = process.env.FS_SEED === 'replay',
} = {}) {
  const env = { projectId, ports };
  if (await signIn(env, DEMO.player.email, DEMO.player.password)) {
    log('Seed: demo data already present, nothing to do.');
    return { logins: LOGINS, skipped: true, cast: await loadCast(env) };
  }
  if (replay || demoClockMinutes || !existsSync(SNAPSHOT_FILE)) return replaySeed({ env, log, demoClockMinutes });
  const t0 = Date.now();
  const snapshot = readSnapshot();
  let loaded;
  try {
    loaded = await loadSnapshot({ ...(await seedAdmin(env)), snapshot, lastEmail: DEMO.player.email });
  } catch (err) {
    // Two seeds on one stack (browser test files side by side): the other one is loading it.
    if (err?.code !== 'auth/uid-already-exists' && err?.code !== 'auth/email-already-exists') throw err;
    await waitForSignIn(env, DEMO.player, 60_000);
    log('Seed: demo data loaded by another seed on this stack.');
    return { logins: LOGINS, skipped: true, cast: await loadCast(env) };
  }
  log(
    `Seed: the stored season (${loaded.accounts} accounts, ${loaded.docs} documents, taken ${new Date(snapshot.takenAt).toISOString().slice(0, 10)}, times moved ${(loaded.shift.deltaMs / 3_600_000).toFixed(1)} h) loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s; FS_SEED=replay plays it through the callables instead.`,
  );
  return { logins: LOGINS, skipped: false, fromSnapshot: true, ...snapshot.result, cast: await loadCast(env) };
}

async function waitForSignIn(env, { email, password }, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!(await signIn(env, email, password))) {
    if (Date.now() > until) throw new Error(`seed: ${email} could not sign in within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The admin SDK's Firestore and Auth on a local stack (demo-* projects only). */
function seedAdmin(env) {
  return adminServices(env, `seed-${env.projectId}-${env.ports.firestore}`);
}

/** The passwords the seed gives its accounts, by email (the snapshot stores them beside each account). */
export function seedPasswords() {
  return new Map([
    [DEMO.player.email, DEMO.player.password],
    [DEMO.admin.email, DEMO.admin.password],
    ...DEMO_CAST.map((m) => [emailOf(m.name), CAST_PASSWORD]),
  ]);
}

/**
 * Replays the seed on an empty stack, then reads everything it made: the snapshot `npm start` loads.
 * `firestoreKind` 'standin' (with ports.firestoreControl): read the stand-in's list of documents.
 */
export async function seedAndSnapshot({ projectId, ports, firestoreKind, log = () => undefined }) {
  const env = { projectId, ports };
  const result = await replaySeed({ env, log });
  const snapshot = await takeSnapshot({
    ...(await seedAdmin(env)),
    passwords: seedPasswords(),
    listPaths: standinPathLister({ projectId, ports, firestoreKind }) ?? undefined,
  });
  const { weeks, leagues, teamLeagues } = result;
  return { ...snapshot, result: { weeks, leagues, teamLeagues } };
}

/** The seeded head-to-head league, which `npm start` names with its invite code beside the demo logins. */
export const H2H_LEAGUE_NAME = 'Weekend Rivals';

/**
 * The seeded head-to-head league as stored (snapshot, replay or an earlier run alike): its name
 * and invite code, read through league_getMine as the demo player who created it; null without one.
 */
export async function demoHeadToHead(env) {
  const demo = await signIn(env, DEMO.player.email, DEMO.player.password);
  if (!demo) return null;
  const mine = await callCallable(env, 'league_getMine', null, demo);
  const league = mine.ok ? mine.data.find((l) => l.kind === 'h2h' && l.name === H2H_LEAGUE_NAME) : undefined;
  return league ? { name: league.name, code: league.code } : null;
}

/** The week the seeded cup's first round is decided by: week 2's settlement draws it, week 3 decides round 1. */
export const CUP_START_WEEK = 3;

/** Polls cup_get until the round after the first is drawn (the cup's tasks run after each settlement). */
async function waitForCup(env, who, startWeek, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const cup = await callOk(env, 'cup_get', null, who);
    if (cup && cup.rounds.length >= 2 && cup.rounds[0].decided && cup.ties.length > 0) return cup;
    if (Date.now() > until)
      throw new Error(`seed: the cup starting in week ${startWeek} was not drawn in time (${JSON.stringify(cup)})`);
    await new Promise((res) => setTimeout(res, 2_000));
  }
}

/**
 * The season through the real callables: accounts, squads, leagues, three settled weeks and an open one.
 * `onWeekOpened(week)`, when given, runs after each week opens, before anyone plays it (the season
 * compare, tools/bench/season-compare.mjs, fixes each week's secret seed there so two stacks draw alike).
 * `headToHead: false` leaves out the head-to-head league and the cup (the season compare replays this
 * script against refs from before they existed; neither changes anyone's points).
 */
export async function replaySeed({ env, log = () => undefined, demoClockMinutes, onWeekOpened, headToHead = true }) {
  const logins = LOGINS;
  const t0 = Date.now();
  const admin = await ensureAccount(env, { ...DEMO.admin, claims: { roles: ['admin'] } });
  const demo = await ensureAccount(env, DEMO.player);
  let rid = 0;
  const requestId = () => `seed-${Date.now().toString(36)}-${(rid++).toString(36)}`;
  const buyAll = async (who, defenses) => {
    await callOk(env, 'user_getBalance', null, who);
    for (const defenseId of defenses) await callOk(env, 'shop_buyDefense', { defenseId, requestId: requestId() }, who);
  };

  // Settlement fans out on the task queue; each call waits up to 45 s for it: call until settled.
  const settleFully = async (weekId) => {
    for (let i = 0; ; i++) {
      const out = await callOk(env, 'admin_settleWeek', { weekId }, admin);
      if (out.status === 'settled' || i >= 20) return out;
    }
  };

  // A season already under way: settle whatever week an earlier partial seed left open.
  const before = await callOk(env, 'week_getCurrent', null, admin);
  if (before.week) await settleFully(before.week.id);

  await callOk(env, 'user_getBalance', null, admin);
  // The demo player gets both emails (the mail catcher shows them): deadline reminders are on
  // for every new player; match report emails are switched on here.
  await callOk(env, 'user_setPreferences', { deadlineReminders: true, reportEmails: true }, demo);
  await buyAll(demo, DEMO_SQUAD);
  // The demo player took the placement check at their first play, before any drill (about two in
  // three right): the progress page has where they started, and Home's next step is the drill.
  await takeCheck(env, demo, DEMO_PLACEMENT_RIGHT);
  const cast = [];
  for (const member of DEMO_CAST) {
    const who = await ensureAccount(env, {
      email: emailOf(member.name),
      password: CAST_PASSWORD,
      displayName: member.name,
    });
    await callOk(env, 'user_getBalance', null, who);
    cast.push({ ...member, email: emailOf(member.name), password: CAST_PASSWORD, who });
  }
  const count = (b) => cast.filter((m) => m.behaviour === b).length;
  log(
    `Seed: ${cast.length + 2} verified accounts; the cast: ${count('learner')} learners, ${count('refitter')} refitters, ${count('static')} static squads, ${count('idle')} idle.`,
  );

  // Team leagues, made before the season so its settled weeks count for them: the demo player
  // runs a class, the admin a workplace team; both are entered in the league of teams (so it shows
  // two teams), and the demo player's weekly owner report lands in the mail catcher.
  const teamLeagues = [];
  const byName = new Map(cast.map((m) => [m.name, m]));
  for (const { name, owner: ownerRole, members } of TEAM_LEAGUES) {
    const owner = ownerRole === 'admin' ? admin : demo;
    const team = await callOk(env, 'league_create', { name, kind: 'team' }, owner);
    // Two members in three share their progress: the owner's "who needs help" has rows, and the rest count only in the totals.
    for (const [i, m] of members.entries())
      await callOk(env, 'league_join', { code: team.code, shareProgress: i % 3 !== 2 }, byName.get(m).who);
    await callOk(env, 'league_manage', { leagueId: team.leagueId, action: 'setTeamTable', entered: true }, owner);
    teamLeagues.push({ name, ...team });
  }

  // A head-to-head league, made before week 1 so its fixtures start there: the demo player and six
  // of the cast (seven members: each week one has a bye). Home shows the open week's fixture.
  const rivals = headToHead ? await callOk(env, 'league_create', { name: H2H_LEAGUE_NAME, kind: 'h2h' }, demo) : null;
  if (rivals) {
    for (const m of [0, 3, 6, 7, 9, 12]) await callOk(env, 'league_join', { code: rivals.code }, cast[m].who);
    // The cup: drawn when week CUP_START_WEEK − 1 settles, round 1 decided by week CUP_START_WEEK, so
    // the open week plays round 2.
    await callOk(env, 'admin_scheduleCup', { startWeek: CUP_START_WEEK }, admin);
  }

  // The settled weeks: each opened, played by the cast (refits, drills, daily case), settled.
  const weeks = [];
  for (const headlineThreats of SEEDED_FORECASTS) {
    const week = await callOk(
      env,
      'admin_openWeek',
      { deadline: new Date(Date.now() + DAY).toISOString(), headlineThreats },
      admin,
    );
    await onWeekOpened?.(week);
    log(`Seed: ${await playWeek(env, cast, week)}.`);
    const settled = await settleFully(week.id);
    log(`Seed: ${week.id} settled for ${settled.settledPlayers} players.`);
    weeks.push(week.id);
  }

  // The cup's work runs on its task queue after each settlement: wait for round 2's draw.
  if (rivals) {
    const cup = await waitForCup(env, demo, CUP_START_WEEK);
    log(`Seed: the cup has ${cup.entrants} entrants, round ${cup.round} drawn.`);
  }

  // The demo player's squad moves on.
  await buyAll(demo, ['NetworkMonitoring']);

  // The open week: deadline three days ahead (a few minutes with the demo clock); the cast plays it.
  const openDeadline = Date.now() + (demoClockMinutes ? demoClockMinutes * MINUTE : 3 * DAY);
  const open = await callOk(
    env,
    'admin_openWeek',
    { deadline: new Date(openDeadline).toISOString(), headlineThreats: OPEN_FORECAST },
    admin,
  );
  await onWeekOpened?.(open);
  log(`Seed: ${await playWeek(env, cast, open)}.`);
  // The season plan: the next weeks' forecasts and deadlines, which the season clock follows when it
  // opens them (with the demo clock, three weeks 3 minutes apart: watch a few weeks settle).
  const plan = (demoClockMinutes ? PLANNED_FORECASTS : PLANNED_FORECASTS.slice(0, 1)).map((headlineThreats, i) => ({
    number: open.number + 1 + i,
    deadline: new Date(
      demoClockMinutes ? openDeadline + 3 * (i + 1) * MINUTE : openDeadline + 7 * (i + 1) * DAY,
    ).toISOString(),
    headlineThreats,
  }));
  await callOk(env, 'admin_setSeasonPlan', { weeks: plan }, admin);

  // Mini-leagues.
  const others = cast.map((m) => m.who);
  const office = await callOk(env, 'league_create', { name: 'Office Heroes' }, demo);
  // Four learners, a refitter and an idle member (not yet playing: the league table leaves them out).
  for (const who of [...others.slice(0, 5), others[12]]) await callOk(env, 'league_join', { code: office.code }, who);
  const night = await callOk(env, 'league_create', { name: 'Night Shift SOC' }, others[6]);
  for (const who of [demo, ...others.slice(7, 11)]) await callOk(env, 'league_join', { code: night.code }, who);
  const joinedAgain = await callCallable(env, 'league_join', { code: night.code }, demo);
  if (joinedAgain.ok) throw new Error('seed: joining a league twice should be refused');

  log(
    `Seed: ${open.id} open until ${open.deadline}; leagues "Office Heroes" (${office.code}), "Night Shift SOC" (${night.code})${rivals ? ` and the head-to-head "Weekend Rivals" (${rivals.code})` : ''}; team leagues ${teamLeagues.map((t) => `"${t.name}" (${t.code})`).join(' and ')}, in the league of teams; ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
  );
  return {
    logins,
    skipped: false,
    weeks: [...weeks, open.id],
    leagues: [office, night],
    h2h: rivals,
    teamLeagues,
    cast,
  };
}

if (
  import.meta.url === pathToFileURL(process.argv[1] ?? '').href ||
  fileURLToPath(import.meta.url) === process.argv[1]
) {
  const projectId = process.env.GCLOUD_PROJECT ?? DEV_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    console.error(`Refusing to seed project ${projectId}: the seed only runs against demo-* emulator projects.`);
    process.exit(1);
  }
  seed({ projectId, ports: DEV_PORTS })
    .then(({ logins }) => {
      for (const l of logins) console.log(`  ${l.role.padEnd(7)} ${l.email} / ${l.password}`);
    })
    .catch((err) => {
      console.error(`Seed failed: ${err.message}`);
      console.error(`Are the emulators running (npm start)? Auth ${DEV_PORTS.auth}, Functions ${DEV_PORTS.functions}.`);
      process.exit(1);
    });
}
