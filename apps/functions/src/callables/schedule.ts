import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION, SEASON_CLOCK_EVERY_MINUTES } from '@fraudshield/domain';
import { weekDeps } from '../infra/week-deps';
import { MAIL_SECRETS } from './mail-config';
import { runMailPass } from './mail-runs';
import { runSeasonClock } from '../handlers/schedule';
import { readOrCreateSeasonSeed } from '../infra/season-seed-store';
import { settlementDeps } from '../infra/settlement-store';
import { readSeasonPlan } from '../infra/season-plan-store';
import { settlementWiring } from './settlement';
import { drainHistogramMoves } from '../infra/rank-store';

const TIMEOUT_SECONDS = 540;
const BUDGET_MS = (TIMEOUT_SECONDS - 60) * 1000;

/**
 * One tick of the season clock: once the current week's deadline has passed, start its
 * settlement fan-out (re-driving stalled shards on later ticks); once it is settled, open the
 * next week (as planned, or with a random forecast); then the mail pass (starts the reminders 24 h
 * before the deadline, and the settled week's mail if the settle hook did not start it). The production schedule
 * runs it every SEASON_CLOCK_EVERY_MINUTES (10) minutes; locally the dev stack calls the same tick through dev_seasonClock
 * (callables/dev-clock.ts), which exists only in the emulator.
 */
export async function seasonClockTick(budgetMs: number) {
  const started = Date.now();
  const db = getFirestore();
  const shouldStop = () => Date.now() - started > budgetMs;
  const outcome = await runSeasonClock(
    {
      weeks: weekDeps(db),
      settlement: settlementDeps(db, settlementWiring()),
      randomInt: (n) => randomInt(n),
      plan: { read: () => readSeasonPlan(db) },
      seasonSeed: () => readOrCreateSeasonSeed(db),
    },
    started,
  );
  // A settled week's mail starts from the settlement's afterWeekSettled hook (callables/settlement.ts);
  // the mail pass starts what that hook did not. Starting only enqueues (callables/mail-runs.ts).
  const mail = await runMailPass(db, Date.now(), shouldStop);
  // Account deletions a drain left pending (one ran less than a second before) reach the rank histogram.
  const histogramMoves = await drainHistogramMoves(db);
  return { clock: outcome, mail, histogramMoves };
}

export const schedule_seasonClock = onSchedule(
  {
    schedule: `every ${SEASON_CLOCK_EVERY_MINUTES} minutes`,
    region: FUNCTIONS_REGION,
    timeoutSeconds: TIMEOUT_SECONDS,
    memory: '512MiB',
    retryCount: 0,
    maxInstances: 1,
    secrets: MAIL_SECRETS,
  },
  async () => {
    logger.info('season clock', await seasonClockTick(BUDGET_MS));
  },
);
