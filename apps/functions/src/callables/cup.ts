import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { CupNotReady, getCup, runCupTask, scheduleCup, startCupWork, type CupTask } from '../handlers/cup';
import { cupReadDeps, cupScheduleDeps, cupWorkDeps } from '../infra/cup-store';
import { defineCallable } from './define';
import { readWeek } from '../infra/week-store';

/**
 * The cup: its read (cup_get) and its task queue (handlers/cup.ts: the draw and each round, in
 * bounded units), started from the settlement's afterWeekSettled hook (callables/settlement.ts).
 */

/** The queue function's name, also its Cloud Tasks queue id (no underscore allowed). */
const CUP_QUEUE = 'cupTask';
/** A unit reads ≤ 2,020 documents and writes ≤ 30: seconds. A count task makes ≤ MAX_SHARDS count queries. */
const CUP_TIMEOUT_SECONDS = 300;
const CUP_DISPATCH_DEADLINE_SECONDS = CUP_TIMEOUT_SECONDS + 60;
/** Units in flight queue-wide: 10 instances × 8. Five million entrants' first round is 2,500 units: minutes. */
const CUP_TASKS_PER_INSTANCE = 8;
const CUP_MAX_INSTANCES = 10;
/** Dispatches a second (Cloud Tasks allows 500 a queue). */
const CUP_DISPATCHES_PER_SECOND = 20;

async function enqueueCupTask(task: CupTask, id: string): Promise<void> {
  const queue = getFunctions().taskQueue<CupTask>(`locations/${FUNCTIONS_REGION}/functions/${CUP_QUEUE}`);
  try {
    await queue.enqueue(task, { id, dispatchDeadlineSeconds: CUP_DISPATCH_DEADLINE_SECONDS });
  } catch (error) {
    // The same id: that unit is already queued.
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    throw error;
  }
}

/** After a week is settled: the cup's draw or round (only enqueues). Logged, never thrown: the settlement stands. */
export async function startCupAfterSettlement(weekId: string): Promise<void> {
  try {
    const week = await readWeek(getFirestore(), weekId);
    if (!week) return;
    const out = await startCupWork(cupWorkDeps(getFirestore(), enqueueCupTask), week);
    if (out.enqueued) logger.info('cup work enqueued', { week: weekId, ...out });
  } catch (error) {
    logger.error('cup work not started', { week: weekId, error: String(error) });
  }
}

export const cup_get = defineCallable('cup_get', (ctx, input) => getCup(ctx, input, cupReadDeps(getFirestore())));

export const admin_scheduleCup = defineCallable('admin_scheduleCup', (ctx, input) =>
  scheduleCup(ctx, input, cupScheduleDeps(getFirestore())),
);

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const CupTaskSchema = z.discriminatedUnion('kind', [
  z.strictObject({ cupId: id, kind: z.literal('count'), weekId: id }),
  z.strictObject({ cupId: id, kind: z.literal('draw'), shard: z.number().int().min(0).max(100_000) }),
  z.strictObject({
    cupId: id,
    kind: z.literal('round'),
    round: z.number().int().min(1).max(64),
    from: z.number().int().min(0),
    to: z.number().int().min(1),
  }),
]);

export const cupTask = onTaskDispatched<CupTask>(
  {
    region: FUNCTIONS_REGION,
    // A unit whose input is not written yet (the draw still running) is retried until it is.
    retryConfig: { maxAttempts: 20, minBackoffSeconds: 10, maxBackoffSeconds: 300, maxDoublings: 5 },
    rateLimits: {
      maxConcurrentDispatches: CUP_TASKS_PER_INSTANCE * CUP_MAX_INSTANCES,
      maxDispatchesPerSecond: CUP_DISPATCHES_PER_SECOND,
    },
    timeoutSeconds: CUP_TIMEOUT_SECONDS,
    memory: '512MiB',
    cpu: 1,
    concurrency: CUP_TASKS_PER_INSTANCE,
    maxInstances: CUP_MAX_INSTANCES,
  },
  async (request) => {
    const parsed = CupTaskSchema.safeParse(request.data);
    if (!parsed.success) {
      logger.error('cup task refused: malformed payload', { data: request.data, task: request.id });
      return;
    }
    try {
      const outcome = await runCupTask(cupWorkDeps(getFirestore(), enqueueCupTask), parsed.data);
      logger.info('cup task', { ...parsed.data, task: request.id, outcome });
    } catch (error) {
      if (error instanceof CupNotReady) throw new HttpsError('unavailable', error.message);
      throw error;
    }
  },
);
