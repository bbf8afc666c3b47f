import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { weekDeps } from '../infra/week-deps';
import { runSeasonClock } from '../handlers/schedule';
import { settlementDeps } from '../infra/settlement-store';
import { settlementWiring } from './settlement';

/**
 * The season clock: every 10 minutes, start the current week's settlement fan-out once its
 * deadline has passed (re-driving stalled shards on later runs) and, once it is settled, open
 * the next one. Production only: the
 * emulator does not run schedules, and local weeks are settled on demand by an admin.
 */
export const schedule_seasonClock = onSchedule(
  { schedule: 'every 10 minutes', region: FUNCTIONS_REGION, timeoutSeconds: 120, retryCount: 0, maxInstances: 1 },
  async () => {
    const db = getFirestore();
    const outcome = await runSeasonClock({ weeks: weekDeps(db), settlement: settlementDeps(db, settlementWiring()), randomInt: (n) => randomInt(n) }, Date.now());
    logger.info('season clock', outcome);
  },
);
