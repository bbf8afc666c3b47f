import { initializeApp } from 'firebase-admin/app';
import { definePublicCallable } from './callables/define';
import { limitsGuardFromEnv } from './infra/limits-guard';

initializeApp();
// Firestore's documented limits, refused on the local stack as production refuses them (off in production).
limitsGuardFromEnv();

/**
 * The connection probe: answers any app with App Check, signed in or not, and does nothing
 * else. Also the baseline the latency benchmarks compare against.
 */
export const system_ping = definePublicCallable('system_ping', async () => ({ ok: true as const }));

// The player economy: wallet, shop, squad, quiz, profile.
export * from './callables/user';
export * from './callables/shop';
export * from './callables/squad';
export * from './callables/quiz';
// The weekly drill and the daily case.
export * from './callables/drill';
// Measured learning (the learning report, the placement and delayed checks).
export * from './callables/learning';

// The season engine: weeks, settlement, leaderboard, leagues, admin.
export * from './callables/week';
export * from './callables/leaderboard';
export * from './callables/league';
// Head-to-head leagues and the cup.
export * from './callables/h2h';
export { cup_get, cupTask, admin_scheduleCup } from './callables/cup';
export * from './callables/league-invite';
export * from './callables/admin';
export * from './callables/schedule';
export * from './callables/settlement';
export * from './callables/season-plan';
// Email: the mail task queue (reminders, report emails, owner reports) and the unsubscribe page.
export { sendMailTask } from './callables/mail-runs';
export { mail_unsubscribe } from './callables/mail-unsubscribe';
// Emulator only (undefined in a deployment): the dev stack's season clock tick.
export { dev_seasonClock } from './callables/dev-clock';
