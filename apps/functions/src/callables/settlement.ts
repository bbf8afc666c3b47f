import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { runShard, type ShardTask } from '../handlers/settlement';
import { settlementDeps, type SettlementWiring } from '../infra/settlement-store';
import { MAIL_SECRETS } from './mail-config';
import { startSettledWeekMail } from './mail-runs';
import { startCupAfterSettlement } from './cup';

/**
 * The settlement fan-out on Cloud Tasks (apps/functions/SETTLEMENT.md): the shard task queue
 * and how the other functions enqueue onto it. Locally the Functions emulator runs it on
 * firebase-tools' Cloud Tasks emulator (tools/emulators/stack.mjs gives it its port).
 */

/** The task-queue function's name; also its Cloud Tasks queue id (letters, digits and hyphens only: no underscore). */
const SHARD_QUEUE = 'settleShardTask';
const SHARD_TIMEOUT_SECONDS = 540;
/** Stop taking pages this long before the timeout; a continuation task carries on. */
const SHARD_BUDGET_MS = (SHARD_TIMEOUT_SECONDS - 60) * 1000;
/** Cloud Tasks waits this long for an answer before it counts the attempt failed (15 s … 30 min). */
const DISPATCH_DEADLINE_SECONDS = SHARD_TIMEOUT_SECONDS + 60;
/**
 * Shard tasks one instance runs at once: a shard waits on Firestore nearly all the time (one
 * transaction per player, 8 in flight), so one vCPU carries many.
 */
const SHARD_TASKS_PER_INSTANCE = 16;
/** Instances of the shard function (the project-wide cap every function keeps). */
const SHARD_MAX_INSTANCES = 20;
/**
 * Shard tasks in flight at once, queue-wide: 320, what 10 million players in 2,000 shards need to
 * settle within 15 minutes at the per-shard rate measured (SETTLEMENT.md, "Sized for the deadline").
 */
const SHARD_MAX_CONCURRENT = SHARD_TASKS_PER_INSTANCE * SHARD_MAX_INSTANCES;
/** Dispatches a second: the first 320 tasks start within 16 s (Cloud Tasks allows 500 a second). */
const SHARD_DISPATCHES_PER_SECOND = 20;

/**
 * Runs when a week has just been marked settled (exactly one run does it): starts the cup's
 * work for the week (callables/cup.ts), the week's report emails and owner reports on the mail task queue (callables/mail-runs.ts), which only
 * enqueues. A failure is logged and never undoes the settlement; the season clock's mail pass
 * starts what this did not.
 */
export async function afterWeekSettled(weekId: string): Promise<void> {
  // The cup's draw or round for the week (only enqueues; logs its own failure, never throws).
  await startCupAfterSettlement(weekId);
  await startSettledWeekMail(weekId);
}

/** How the functions reach the shard queue: firebase-admin's task queue API, region africa-south1. */
export function settlementWiring(overrides: Partial<SettlementWiring> = {}): SettlementWiring {
  return {
    async enqueue(task, id) {
      const queue = getFunctions().taskQueue<ShardTask>(`locations/${FUNCTIONS_REGION}/functions/${SHARD_QUEUE}`);
      try {
        await queue.enqueue(task, { id, dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS });
      } catch (error) {
        // The same id: that task is already queued (two starts at once, a continuation enqueued twice).
        if ((error as { code?: string }).code === 'functions/task-already-exists') return;
        throw error;
      }
    },
    afterWeekSettled,
    log: (message, fields) => logger.warn(message, fields),
    ...overrides,
  };
}

const ShardTaskSchema = z.strictObject({
  weekId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  shard: z.number().int().min(0).max(100_000),
});

export const settleShardTask = onTaskDispatched<ShardTask>(
  {
    region: FUNCTIONS_REGION,
    // Retries: a crashed or timed-out shard resumes from its cursor; a task that finds the
    // finish held by another run retries until the week is settled.
    retryConfig: { maxAttempts: 12, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 5 },
    rateLimits: { maxConcurrentDispatches: SHARD_MAX_CONCURRENT, maxDispatchesPerSecond: SHARD_DISPATCHES_PER_SECOND },
    timeoutSeconds: SHARD_TIMEOUT_SECONDS,
    memory: '1GiB',
    cpu: 1,
    concurrency: SHARD_TASKS_PER_INSTANCE,
    maxInstances: SHARD_MAX_INSTANCES,
    // The last shard's afterWeekSettled starts the week's mail (callables/mail-runs.ts).
    secrets: MAIL_SECRETS,
  },
  async (request) => {
    const parsed = ShardTaskSchema.safeParse(request.data);
    if (!parsed.success) {
      // A malformed task never becomes valid: answer OK so it is not retried.
      logger.error('settlement shard task refused: malformed payload', { data: request.data, task: request.id });
      return;
    }
    const started = Date.now();
    const outcome = await runShard(settlementDeps(getFirestore(), settlementWiring()), parsed.data, {
      shouldStop: () => Date.now() - started > SHARD_BUDGET_MS,
    });
    logger.info('settlement shard', { ...parsed.data, task: request.id, retry: request.retryCount, outcome });
    // Every shard is done but another run holds the finish: stay queued until the week is settled.
    if (outcome.action === 'finish-busy')
      throw new HttpsError('unavailable', `${parsed.data.weekId} is being finished by another run; retrying`);
  },
);
