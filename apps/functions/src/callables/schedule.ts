import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { weekDeps } from '../infra/week-deps';
import { afterWeekSettled, MAIL_SECRETS, runMailPass } from './mail';
import { runSeasonClock } from '../handlers/schedule';
import { settlementDeps } from '../infra/settlement-store';
import { readSeasonPlan } from '../infra/season-plan-store';

const TIMEOUT_SECONDS = 540;
const BUDGET_MS = (TIMEOUT_SECONDS - 60) * 1000;

/**
 * One tick of the season clock: settle the current week once its deadline has passed (resuming
 * where the previous run stopped), open the next one (as planned, or with a random forecast),
 * then the mail pass (reminders 24 h before the deadline, report emails after settlement).
 * The production schedule runs it every 10 minutes; locally the dev stack calls the same tick
 * through dev_seasonClock (callables/dev-clock.ts), which exists only in the emulator.
 */
export async function seasonClockTick(budgetMs: number) {
  const started = Date.now();
  const db = getFirestore();
  const shouldStop = () => Date.now() - started > budgetMs;
  const outcome = await runSeasonClock(
    { weeks: weekDeps(db), settlement: settlementDeps(db), randomInt: (n) => randomInt(n), plan: { read: () => readSeasonPlan(db) } },
    started,
    shouldStop,
  );
  // The settle-complete point of the single-worker settlement: report emails right away.
  const settled = outcome.action === 'opened' ? outcome.settled : outcome.action === 'settling' ? outcome.outcome : undefined;
  const reports = settled?.status === 'settled' ? await afterWeekSettled(settled.weekId, shouldStop) : null;
  const mail = await runMailPass(db, Date.now(), shouldStop);
  // What this tick sent: the settle-complete reports, unless the mail pass sent more of them.
  if (reports && (mail.report?.sent ?? 0) === 0) mail.report = reports;
  return { clock: outcome, mail };
}

export const schedule_seasonClock = onSchedule(
  {
    schedule: 'every 10 minutes',
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
