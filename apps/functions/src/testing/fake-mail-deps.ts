import {
  nextClaim,
  type MailEngineDeps,
  type MailMarker,
  type MailPageOutcome,
  type MailRunDoc,
  type MailTask,
  type OutgoingMail,
} from '../handlers/mail-engine';

/**
 * The mail engine's ports in memory, for handler tests: markers and runs in maps (the claim
 * applies the handlers' own nextClaim, as the Firestore store does in its transaction), a task
 * queue that dedupes ids as Cloud Tasks does, and an SMTP server that refuses chosen addresses.
 * `drain` plays the queue: it delivers tasks in order, and delivers again a task whose run asks
 * for a retry (`retry(outcome)`), up to `maxAttempts` deliveries, as the queue's retryConfig does.
 */
export function fakeMailEngine(opts: { refuse?: Set<string> } = {}) {
  const markers = new Map<string, MailMarker>();
  const runs = new Map<string, MailRunDoc>();
  const pages = new Map<string, MailPageOutcome>();
  const queue: { task: MailTask; id: string }[] = [];
  const taskIds = new Set<string>();
  const sent: OutgoingMail[] = [];
  /** SMTP attempts per address (sent or refused). */
  const tries = new Map<string, number>();
  const refuse = opts.refuse ?? new Set<string>();
  let runIds = 0;

  const engine: MailEngineDeps = {
    markers: {
      async claim(uid, key, meta, now) {
        const { claim, write } = nextClaim(structuredClone(markers.get(`${uid}/${key}`) ?? null), meta, now);
        if (write) markers.set(`${uid}/${key}`, write);
        return claim;
      },
      async markSent(uid, key, now, messageId) {
        Object.assign(markers.get(`${uid}/${key}`) as MailMarker, { sentAt: now, messageId });
      },
      async markFailed(uid, key, now, error, gaveUp) {
        Object.assign(markers.get(`${uid}/${key}`) as MailMarker, { lastError: error, failedAt: now, gaveUp });
      },
    },
    runs: {
      async open(run) {
        const key = `${run.weekId}-${run.kind}`;
        if (!runs.has(key)) runs.set(key, structuredClone(run));
        return structuredClone(runs.get(key) as MailRunDoc);
      },
      async markEnqueued(weekId, kind) {
        (runs.get(`${weekId}-${kind}`) as MailRunDoc).enqueued = true;
      },
      async recordPage(task, outcome) {
        pages.set(`${task.weekId}-${task.kind}/${task.runId}-p${task.page}`, structuredClone(outcome));
        const run = runs.get(`${task.weekId}-${task.kind}`);
        if (outcome.last && run?.runId === task.runId) run.lastPage = task.page;
      },
    },
    async enqueue(task, id) {
      if (taskIds.has(id)) return;
      taskIds.add(id);
      queue.push({ task: structuredClone(task), id });
    },
    async send(mail) {
      tries.set(mail.to, (tries.get(mail.to) ?? 0) + 1);
      if (refuse.has(mail.to)) throw new Error('451 4.3.0 try again later');
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    newRunId: () => `run${++runIds}`,
  };

  /** Delivers every queued task (and the tasks they enqueue); returns the deliveries made. */
  async function drain<T>(
    run: (task: MailTask) => Promise<T>,
    retry: (outcome: T) => boolean,
    maxAttempts: number,
  ): Promise<{ id: string; attempt: number; outcome: T }[]> {
    const deliveries: { id: string; attempt: number; outcome: T }[] = [];
    const attempts = new Map<string, number>();
    while (queue.length > 0) {
      const { task, id } = queue.shift() as { task: MailTask; id: string };
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const outcome = await run(task);
      deliveries.push({ id, attempt, outcome });
      if (retry(outcome) && attempt < maxAttempts) queue.push({ task, id });
    }
    return deliveries;
  }

  return { engine, markers, runs, pages, queue, sent, tries, refuse, drain };
}
