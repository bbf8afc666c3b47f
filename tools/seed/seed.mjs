// Demo data for the local stack, created through the real code paths: accounts in the Auth
// emulator, everything else by calling the callables over HTTP (players, squads, leagues,
// a settled week 1 and an open week 2). Run by `npm start` once the emulators are ready, or
// alone: `npm run seed` (uses the dev ports and project). Running it twice is harmless: it
// stops when the demo player already exists.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEV_PORTS, DEV_PROJECT_ID } from '../emulators/ports.mjs';
import { callCallable, callOk, ensureAccount, signIn } from '../emulators/client.mjs';

export const DEMO = JSON.parse(readFileSync(new URL('./demo-accounts.json', import.meta.url), 'utf8'));

const DAY = 24 * 60 * 60 * 1000;

/** Other players: a name and the defenses they buy (in order; the first 7 deploy themselves). */
export const CAST = [
  ['Ada Firewall', ['MultiFactorAuth', 'EmailFiltering', 'UserEducation', 'NetworkMonitoring', 'KeepUpdated']],
  ['Grace Patch', ['KeepUpdated', 'InputValidation', 'ApplicationSandboxing', 'TrafficFiltering', 'BackgroundChecks']],
  ['Alan Cipher', ['HttpsAndEncryption', 'VpnUsage', 'MultiFactorAuth', 'VerificationProtocols']],
  ['Hedy Spread', ['DdosProtection', 'TrafficFiltering', 'NetworkMonitoring', 'BackgroundChecks']],
  ['Kevin Phreak', ['RegularPasswordChanges', 'AtmInspections', 'DeepfakeDetection']],
  ['Radia Mesh', ['SegregationOfDuties', 'RegularAudits', 'VerificationProtocols', 'EmailFiltering']],
  ['Whit Diffie', ['HttpsAndEncryption', 'PrincipleOfLeastPrivilege', 'InputValidation', 'UserEducation']],
  ['Joan Clarke', ['UserEducation', 'DeepfakeDetection', 'MultiFactorAuth', 'RegulatedAutoBackup', 'EmailFiltering']],
  ['Bruce Hash', ['VpnUsage', 'RegularPasswordChanges']],
  ['Mary Audit', ['RegularAudits', 'SegregationOfDuties', 'BackgroundChecks', 'KeepUpdated']],
  ['Linus Kernel', ['ApplicationSandboxing', 'KeepUpdated', 'NetworkMonitoring']],
  ['Sophie Wilson', ['EmailFiltering', 'MultiFactorAuth', 'TrafficFiltering', 'RegulatedAutoBackup', 'AtmInspections']],
];

const emailOf = (name) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@fraudshield.test`;
const OTHER_PASSWORD = 'demo-cast-123';

const MINUTE = 60 * 1000;

/**
 * demoClockMinutes (npm start -- --demo-clock): the open week's deadline is that many minutes
 * away instead of three days, and the next week is planned 3 minutes after it, so the local
 * season clock shows a week lock, settle and the next open within minutes.
 */
export async function seed({ projectId = DEV_PROJECT_ID, ports = DEV_PORTS, log = console.log, demoClockMinutes } = {}) {
  const env = { projectId, ports };
  const logins = [
    { role: 'player', email: DEMO.player.email, password: DEMO.player.password },
    { role: 'admin', email: DEMO.admin.email, password: DEMO.admin.password },
  ];
  if (await signIn(env, DEMO.player.email, DEMO.player.password)) {
    log('Seed: demo data already present, nothing to do.');
    return { logins, skipped: true };
  }
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
  await buyAll(demo, ['MultiFactorAuth', 'EmailFiltering', 'UserEducation', 'KeepUpdated']);
  const cast = [];
  for (const [name, defenses] of CAST) {
    const who = await ensureAccount(env, { email: emailOf(name), password: OTHER_PASSWORD, displayName: name });
    await buyAll(who, defenses);
    cast.push(who);
  }
  log(`Seed: ${cast.length + 2} verified accounts with squads.`);

  // Week 1: opened, then settled on demand by the admin (reports, points, credits, ranks).
  const week1 = await callOk(env, 'admin_openWeek', { deadline: new Date(Date.now() + DAY).toISOString(), headlineThreats: ['Phishing', 'BusinessEmailCompromise', 'Ransomware'] }, admin);
  const settled = await settleFully(week1.id);
  log(`Seed: ${week1.id} settled for ${settled.settledPlayers} players.`);

  // Squads move on after week 1.
  await buyAll(demo, ['NetworkMonitoring']);
  await buyAll(cast[4], ['EmailFiltering']);

  // Week 2: open, deadline three days ahead (a few minutes with the demo clock).
  const week2Deadline = Date.now() + (demoClockMinutes ? demoClockMinutes * MINUTE : 3 * DAY);
  const week2 = await callOk(env, 'admin_openWeek', { deadline: new Date(week2Deadline).toISOString(), headlineThreats: ['Deepfake', 'AuthPushPayments', 'SimSwap'] }, admin);
  // The season plan: week 3's forecast and deadline, which the season clock follows when it opens week 3.
  const week3Deadline = demoClockMinutes ? week2Deadline + 3 * MINUTE : week2Deadline + 7 * DAY;
  await callOk(env, 'admin_setSeasonPlan', { weeks: [{ number: week2.number + 1, deadline: new Date(week3Deadline).toISOString(), headlineThreats: ['Phishing', 'SimSwap', 'Ransomware'] }] }, admin);

  // Mini-leagues.
  const office = await callOk(env, 'league_create', { name: 'Office Heroes' }, demo);
  for (const who of cast.slice(0, 5)) await callOk(env, 'league_join', { code: office.code }, who);
  const night = await callOk(env, 'league_create', { name: 'Night Shift SOC' }, cast[6]);
  for (const who of [demo, ...cast.slice(7, 11)]) await callOk(env, 'league_join', { code: night.code }, who);
  const joinedAgain = await callCallable(env, 'league_join', { code: night.code }, demo);
  if (joinedAgain.ok) throw new Error('seed: joining a league twice should be refused');

  log(`Seed: ${week2.id} open until ${week2.deadline}; leagues "Office Heroes" (${office.code}) and "Night Shift SOC" (${night.code}); ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  return { logins, skipped: false, weeks: [week1.id, week2.id], leagues: [office, night] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href || fileURLToPath(import.meta.url) === process.argv[1]) {
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
