import { describe, expect, it } from 'vitest';
import { MAIL_MAX_SEND_ATTEMPTS } from '../handlers/mail-engine';
import * as functions from '../main';
import {
  CLOUD_TASKS_MAX_CONCURRENT_DISPATCHES,
  CLOUD_TASKS_MAX_DISPATCHES_PER_SECOND,
  sendMailTask,
} from './mail-runs';

interface TaskQueueEndpoint {
  maxInstances: number;
  concurrency: number;
  taskQueueTrigger?: {
    retryConfig: { maxAttempts: number | null };
    rateLimits: { maxConcurrentDispatches: number | null; maxDispatchesPerSecond: number | null };
  };
}
const endpointOf = (fn: unknown) => (fn as { __endpoint?: TaskQueueEndpoint } | undefined)?.__endpoint;

describe('the task queues as deployed', () => {
  const queues = Object.entries(functions)
    .map(([name, fn]) => [name, endpointOf(fn)] as const)
    .filter(([, e]) => e?.taskQueueTrigger);

  it('every queue caps its retries and stays within Cloud Tasks quotas', () => {
    expect(queues.map(([name]) => name)).toEqual(expect.arrayContaining(['sendMailTask', 'settleShardTask']));
    for (const [name, e] of queues) {
      const { retryConfig, rateLimits } = e?.taskQueueTrigger ?? {};
      expect(retryConfig?.maxAttempts, name).toBeGreaterThan(0);
      expect(rateLimits?.maxDispatchesPerSecond, name).toBeLessThanOrEqual(CLOUD_TASKS_MAX_DISPATCHES_PER_SECOND);
      expect(rateLimits?.maxConcurrentDispatches, name).toBeLessThanOrEqual(CLOUD_TASKS_MAX_CONCURRENT_DISPATCHES);
    }
  });

  it('the mail queue: the per-email cap ends a refused email, not the queue; no more pages in flight than instances can run', () => {
    const e = endpointOf(sendMailTask) as TaskQueueEndpoint;
    expect(e.taskQueueTrigger?.retryConfig.maxAttempts).toBeGreaterThan(MAIL_MAX_SEND_ATTEMPTS);
    expect(e.taskQueueTrigger?.rateLimits.maxConcurrentDispatches).toBeLessThanOrEqual(e.maxInstances * e.concurrency);
  });
});
