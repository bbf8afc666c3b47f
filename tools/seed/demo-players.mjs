// The demo league's other players: accounts that play like real people, in the four
// behaviours of the balance tool's season simulation (tools/balance/season.mjs), through the real
// callables. `npm start` seeds them (tools/seed/seed.mjs) and the local season clock lets the
// refitters and learners play each week it opens (tools/dev/start.mjs).
//
// - idle: signs up (a player record), never buys, never drills: not yet playing on the tables;
// - static: buys a squad once and never touches it again;
// - refitter: before each deadline, rebuilds toward the week's forecast: the best lineup (exact
//   expected points, best Lead) it can reach by selling what that lineup leaves out and buying
//   what it lacks, as the simulation's refitter does;
// - learner: a refitter that also answers its weekly drill and the daily case, each right with
//   probability LEARNER_RIGHT (a fixed draw per player and case, so a rerun answers alike).
import { createJiti } from 'jiti';
import { callOk, signIn } from '../emulators/client.mjs';
import { adminServices } from '../emulators/admin.mjs';

const jiti = createJiti(import.meta.url);
const G = await jiti.import('../../libs/domain/src/game/index.ts');
const { DEFENSE_IDS } = await jiti.import('../../libs/domain/src/catalog/ids.ts');
const { caseKeyById } = await jiti.import('../../libs/domain/src/answer-key/index.ts');
const season = await jiti.import('../balance/season.mjs');

export const LEARNER_RIGHT = season.LEARNER_RIGHT;

/** name, behaviour and, for a static player, the squad it bought (in order; the first leads). */
export const DEMO_CAST = [
  ['Ada Firewall', 'learner'],
  ['Grace Patch', 'learner'],
  ['Joan Clarke', 'learner'],
  ['Radia Mesh', 'learner'],
  ['Alan Cipher', 'refitter'],
  ['Whit Diffie', 'refitter'],
  ['Sophie Wilson', 'refitter'],
  ['Linus Kernel', 'refitter'],
  [
    'Hedy Spread',
    'static',
    ['DdosProtection', 'TrafficFiltering', 'NetworkMonitoring', 'BackgroundChecks', 'AtmInspections', 'EmailFiltering'],
  ],
  [
    'Kevin Phreak',
    'static',
    [
      'RegularPasswordChanges',
      'AtmInspections',
      'DeepfakeDetection',
      'VpnUsage',
      'InputValidation',
      'SegregationOfDuties',
      'DdosProtection',
    ],
  ],
  [
    'Mary Audit',
    'static',
    [
      'RegularAudits',
      'SegregationOfDuties',
      'BackgroundChecks',
      'KeepUpdated',
      'MultiFactorAuth',
      'HttpsAndEncryption',
    ],
  ],
  [
    'Bruce Hash',
    'static',
    ['VpnUsage', 'MultiFactorAuth', 'UserEducation', 'RegulatedAutoBackup', 'ApplicationSandboxing'],
  ],
  ['Tim Lurker', 'idle'],
  ['Eve Signup', 'idle'],
  ['Max Later', 'idle'],
  // Pupils of the demo player's class and colleagues of the admin's team (TEAM_LEAGUES in seed.mjs):
  // learners, who answer the week's drill and daily case, so each team league has enough members
  // who play for its group figures (shown from GROUP_MIN_CONTRIBUTORS) to appear. Appended: the
  // mini-leagues pick cast members by position.
  ['Nomsa Token', 'learner'],
  ['Sipho Sandbox', 'learner'],
  ['Lerato Backup', 'learner'],
  ['Kagiso Keylock', 'learner'],
  ['Priya Proxy', 'learner'],
  ['Bongani Bitlock', 'learner'],
  ['Ayesha Allowlist', 'learner'],
  ['Liam Logfile', 'learner'],
  ['Naledi Nonce', 'learner'],
  ['Thabo Twofactor', 'learner'],
].map(([name, behaviour, squad]) => ({ name, behaviour, squad: squad ?? [] }));

export const BEHAVIOURS = ['idle', 'static', 'refitter', 'learner'];

/** A fixed draw in [0, 1) per player and question: a rerun of the seed answers alike. */
const draw = (uid, what) => G.createRng(G.sha256Hex(`demo:${uid}:${what}`)).next();

let table = null;
/** Every legal lineup's per-fraud numbers under the current rules (built once: about a second). */
function lineups() {
  table ??= season.lineupTable(season.enumerateLineups(), G.CURRENT_RULES);
  return table;
}

let rid = 0;
const requestId = (tag) => `demo-${tag}-${Date.now().toString(36)}-${(rid++).toString(36)}`;

/** The player's wallet and squad as the domain holds them, from their callables. */
async function stateOf(env, who) {
  const [balance, defenses] = await Promise.all([
    callOk(env, 'user_getBalance', null, who),
    callOk(env, 'user_getDefenses', null, who),
  ]);
  const owned = defenses.map((d) => ({
    defenseId: d.defenseId,
    pricePaidTenths: G.creditsToTenths(d.pricePaid),
    deployed: d.deployed,
  }));
  const lead = defenses.find((d) => d.lead)?.defenseId ?? null;
  return { balanceTenths: G.creditsToTenths(balance), squad: { owned, lead } };
}

/** Buys a static player's squad (once: a player who owns cards already keeps them). */
export async function buyStaticSquad(env, member) {
  const state = await stateOf(env, member.who);
  if (state.squad.owned.length > 0) return 0;
  for (const defenseId of member.squad)
    await callOk(env, 'shop_buyDefense', { defenseId, requestId: requestId('buy') }, member.who);
  return member.squad.length;
}

/**
 * Refits a refitter or learner to the open week's forecast through the shop callables. Returns the
 * lineup it fielded (ids) and how many cards it traded.
 */
export async function refit(env, member, headlineThreats) {
  const T = lineups();
  const rules = G.CURRENT_RULES;
  const { order, leads } = season.lineupsByValue(T, headlineThreats, rules);
  const state = await stateOf(env, member.who);
  const target = season.bestReachable(state, T, order, rules);
  if (target < 0) return { lineup: G.deployedOf(state.squad), trades: 0 };
  const want = T.lineups[target].map((d) => DEFENSE_IDS[d]);
  let trades = 0;
  for (const o of state.squad.owned) {
    if (want.includes(o.defenseId)) continue;
    await callOk(env, 'shop_sellDefense', { defenseId: o.defenseId, requestId: requestId('sell') }, member.who);
    trades++;
  }
  for (const id of want) {
    if (state.squad.owned.some((o) => o.defenseId === id)) continue;
    await callOk(env, 'shop_buyDefense', { defenseId: id, requestId: requestId('buy') }, member.who);
    trades++;
  }
  await callOk(
    env,
    'squad_setLineup',
    { deployed: want, lead: want[leads[target]] ?? null, requestId: requestId('lineup') },
    member.who,
  );
  return { lineup: want, trades };
}

/**
 * The choice a cast member gives on case `c`: the right one when their fixed draw for `what` is
 * below `rightShare`, else the first wrong one.
 */
function choiceFor(c, uid, what, rightShare) {
  const key = caseKeyById(c.id);
  const good = key && draw(uid, what) < rightShare;
  return good ? key.answerId : (c.choices.find((ch) => ch.id !== key?.answerId)?.id ?? c.choices[0].id);
}

/**
 * Answers the open placement or delayed check, each case right with probability `rightShare` (a
 * fixed draw per player and case). Returns the check's result, or null when none is open.
 */
export async function takeCheck(env, who, rightShare) {
  const check = await callOk(env, 'learning_getCheck', null, who);
  if (!check.kind) return null;
  let result = null;
  for (const { case: c, answer } of check.cases) {
    if (answer) continue;
    const choiceId = choiceFor(c, who.uid, `${check.kind}:${c.id}`, rightShare);
    const out = await callOk(
      env,
      'learning_answerCheck',
      { kind: check.kind, caseId: c.id, choiceId, requestId: requestId('check') },
      who,
    );
    result = out.result ?? result;
  }
  return result;
}

/**
 * A learner's open check (placement first, the delayed ones when they open), weekly drill and
 * today's daily case, each right with probability LEARNER_RIGHT.
 */
export async function study(env, member) {
  let right = 0;
  let answered = 0;
  await takeCheck(env, member.who, LEARNER_RIGHT);
  const drill = await callOk(env, 'drill_get', null, member.who);
  if (drill.open) {
    for (const { case: c, answer } of drill.cases) {
      if (answer) continue;
      const choiceId = choiceFor(c, member.who.uid, `${drill.weekId}:${c.id}`, LEARNER_RIGHT);
      const out = await callOk(
        env,
        'drill_answer',
        { weekId: drill.weekId, caseId: c.id, choiceId, requestId: requestId('drill') },
        member.who,
      );
      answered++;
      if (out.correct) right++;
    }
  }
  const daily = await callOk(env, 'daily_get', null, member.who);
  if (daily.case && !daily.answer) {
    const choiceId = choiceFor(daily.case, member.who.uid, `daily:${daily.day}`, LEARNER_RIGHT);
    await callOk(
      env,
      'daily_answer',
      { day: daily.day, caseId: daily.case.id, choiceId, requestId: requestId('daily') },
      member.who,
    );
  }
  return { answered, right };
}

/**
 * The season clock opened a week: the cast (signed in again: ID tokens last an hour) plays it.
 * `cast`: [{ email, password, name, behaviour, squad }]. Returns the summary line, or null when no
 * week is open.
 */
export async function playOpenedWeek(env, cast) {
  const fresh = [];
  for (const m of cast) {
    const who = await signIn(env, m.email, m.password);
    if (who) fresh.push({ ...m, who });
  }
  if (fresh.length === 0) return null;
  const { week } = await callOk(env, 'week_getCurrent', null, fresh[0].who);
  if (!week || week.status !== 'open') return null;
  return playWeek(env, fresh, week);
}

/**
 * The seed and the demo clock play a week in minutes; a real week refills every rate-limit bucket
 * (a drill is 8 answers, the bucket refills 60 an hour). So before the cast plays a week, its
 * buckets are refilled: the cast's rateLimits/{uid} docs are deleted on the local Firestore
 * (firebase-admin against the emulator; demo-* projects only). Nobody else's bucket is touched.
 */
async function refillBuckets(env, cast) {
  const { db } = await adminServices(env, 'demo-players');
  await Promise.all(cast.map((m) => db.collection('rateLimits').doc(m.who.uid).delete()));
}

/**
 * What every demo player does while a week is open: static players buy their squad if they have
 * none, refitters and learners refit to the forecast, learners study; idle players do nothing.
 * Returns a one-line summary for the log.
 */
export async function playWeek(env, cast, week) {
  await refillBuckets(env, cast);
  const counts = { bought: 0, refits: 0, trades: 0, drilled: 0, right: 0 };
  for (const member of cast) {
    if (member.behaviour === 'static') counts.bought += await buyStaticSquad(env, member);
    if (member.behaviour === 'refitter' || member.behaviour === 'learner') {
      const { trades } = await refit(env, member, week.headlineThreats);
      counts.refits += trades > 0 ? 1 : 0;
      counts.trades += trades;
    }
    if (member.behaviour === 'learner') {
      const s = await study(env, member);
      counts.drilled += s.answered;
      counts.right += s.right;
    }
  }
  return `${week.id}: ${counts.refits} refits (${counts.trades} cards traded), ${counts.drilled} drill cases answered (${counts.right} right)${counts.bought ? `, ${counts.bought} cards bought by static players` : ''}`;
}
