import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { weekDeps } from '../infra/week-deps';
import { runSeasonClock } from '../handlers/schedule';
import { settlementDeps } from '../infra/settlement-store';

const TIMEOUT_SECONDS = 540;
const BUDGET_MS = (TIMEOUT_SECONDS - 60) * 1000;

/**
 * The season clock: every 10 minutes, settle the current week once its deadline has passed
 * (resuming where the previous run stopped) and open the next one. Production only: the
 * emulator does not run schedules, and local weeks are settled on demand by an admin.
 */
export const schedule_seasonClock = onSchedule(
  { schedule: 'every 10 minutes', region: FUNCTIONS_REGION, timeoutSeconds: TIMEOUT_SECONDS, memory: '512MiB', retryCount: 0, maxInstances: 1 },
  async () => {
    const started = Date.now();
    const db = getFirestore();
    const outcome = await runSeasonClock(
      { weeks: weekDeps(db), settlement: settlementDeps(db), randomInt: (n) => randomInt(n) },
      started,
      () => Date.now() - started > BUDGET_MS,
    );
    logger.info('season clock', outcome);
  },
);
