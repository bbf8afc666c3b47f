import { describe, expect, it } from 'vitest';
import { fakeMailEngine } from '../testing/fake-mail-deps';
import {
  MAIL_MAX_SEND_ATTEMPTS,
  mailBody,
  mailTaskId,
  nextClaim,
  runMailPage,
  startMailRun,
  type LetterPage,
  type MailPageOutcome,
  type MailTask,
} from './mail-engine';

const NOW = 1_000_000;
const WEEK = 'week-007';
/** More than the cap, so only the engine's own cap can stop a refused letter. */
const QUEUE_ATTEMPTS = MAIL_MAX_SEND_ATTEMPTS + 2;

/** A source over `uids` in order, `size` a page: one letter each, keyed by week and kind. */
const source =
  (uids: string[], size: number, reads: (string | null)[] = []) =>
  async (after: string | null): Promise<LetterPage> => {
    reads.push(after);
    const from = after === null ? 0 : uids.indexOf(after) + 1;
    const page = uids.slice(from, from + size);
    return {
      letters: page.map((uid) => ({
        uid,
        key: `${WEEK}-reminder`,
        mail: { to: `${uid}@x.test`, subject: 's', text: 't', html: 'h', unsubscribeUrl: 'u' },
      })),
      next: page.length < size ? null : (page[page.length - 1] as string),
    };
  };

async function runAll(f: ReturnType<typeof fakeMailEngine>, src: (after: string | null) => Promise<LetterPage>) {
  return f.drain(
    (task: MailTask) => runMailPage(f.engine, task, src, NOW),
    (o: MailPageOutcome) => o.failed > 0,
    QUEUE_ATTEMPTS,
  );
}

const uids = (n: number) => Array.from({ length: n }, (_, i) => `u${String(i).padStart(3, '0')}`);

describe('the mail engine: a run, page by page', () => {
  it('one task per page, each a bounded page, the last one marked; every letter once', async () => {
    const f = fakeMailEngine();
    const reads: (string | null)[] = [];
    const start = await startMailRun(f.engine, WEEK, 'reminder', NOW);
    expect(start).toMatchObject({ enqueued: true, runId: 'run1' });
    const deliveries = await runAll(f, source(uids(7), 3, reads));
    expect(deliveries.map((d) => d.id)).toEqual([0, 1, 2].map((page) => mailTaskId({ ...start, page })));
    expect(deliveries.map((d) => (d.outcome as MailPageOutcome).sent)).toEqual([3, 3, 1]);
    expect(reads).toEqual([null, 'u002', 'u005']);
    expect(f.sent.map((m) => m.to)).toEqual(uids(7).map((u) => `${u}@x.test`));
    expect(f.runs.get(`${WEEK}-reminder`)).toMatchObject({ lastPage: 2, enqueued: true });
  });

  it('a page boundary on the last recipient: one more (empty) page ends the run', async () => {
    const f = fakeMailEngine();
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    const deliveries = await runAll(f, source(uids(6), 3));
    expect(deliveries.map((d) => [(d.outcome as MailPageOutcome).sent, (d.outcome as MailPageOutcome).last])).toEqual([
      [3, false],
      [3, false],
      [0, true],
    ]);
    expect(f.sent).toHaveLength(6);
  });

  it("enqueues the next page before sending its own: one page's refused sends hold up no other page", async () => {
    const f = fakeMailEngine({ refuse: new Set(uids(3).map((u) => `${u}@x.test`)) });
    const task: MailTask = { weekId: WEEK, kind: 'reminder', runId: 'r', page: 0, after: null };
    const out = await runMailPage(f.engine, task, source(uids(5), 3), NOW);
    expect(out).toMatchObject({ sent: 0, failed: 3, last: false });
    expect(f.queue.map((q) => q.task)).toEqual([{ ...task, page: 1, after: 'u002' }]);
  });

  it('a second start of the same week and kind enqueues nothing', async () => {
    const f = fakeMailEngine();
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    expect(await startMailRun(f.engine, WEEK, 'reminder', NOW + 1)).toMatchObject({ enqueued: false, runId: 'run1' });
    expect(f.queue).toHaveLength(1);
  });

  it('a second run for the same week sends nothing, even with its run record gone', async () => {
    const f = fakeMailEngine();
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    await runAll(f, source(uids(5), 2));
    expect(f.sent).toHaveLength(5);
    f.runs.clear();
    expect(await startMailRun(f.engine, WEEK, 'reminder', NOW)).toMatchObject({ enqueued: true, runId: 'run2' });
    const again = await runAll(f, source(uids(5), 2));
    expect(again.map((d) => (d.outcome as MailPageOutcome).skipped)).toEqual([2, 2, 1]);
    expect(again.every((d) => (d.outcome as MailPageOutcome).sent === 0)).toBe(true);
    expect(f.sent).toHaveLength(5);
  });

  it('a task delivered twice at once (at-least-once delivery) sends each letter once', async () => {
    const f = fakeMailEngine();
    const task: MailTask = { weekId: WEEK, kind: 'reminder', runId: 'r', page: 0, after: null };
    const [a, b] = await Promise.all([
      runMailPage(f.engine, task, source(uids(20), 20), NOW),
      runMailPage(f.engine, task, source(uids(20), 20), NOW),
    ]);
    expect(a.sent + b.sent).toBe(20);
    expect(a.skipped + b.skipped).toBe(20);
    expect(new Set(f.sent.map((m) => m.to)).size).toBe(20);
    expect(f.sent).toHaveLength(20);
  });
});

describe('the mail engine: retries and the cap', () => {
  it('a refused send is retried by the next delivery of its page, and sent once it goes through', async () => {
    const f = fakeMailEngine({ refuse: new Set(['u001@x.test']) });
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    const task = f.queue[0]?.task as MailTask;
    expect(await runMailPage(f.engine, task, source(uids(3), 10), NOW)).toMatchObject({ sent: 2, failed: 1 });
    expect(f.markers.get(`u001/${WEEK}-reminder`)).toMatchObject({ sentAt: null, attempts: 1, gaveUp: false });
    f.refuse.clear();
    expect(await runMailPage(f.engine, task, source(uids(3), 10), NOW + 60_000)).toMatchObject({
      sent: 1,
      skipped: 2,
      failed: 0,
    });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['u000@x.test', 'u001@x.test', 'u002@x.test']);
    expect(f.markers.get(`u001/${WEEK}-reminder`)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('an address refused every time is tried MAIL_MAX_SEND_ATTEMPTS times, then given up and recorded; the page stops asking for retries', async () => {
    const f = fakeMailEngine({ refuse: new Set(['u001@x.test']) });
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    const deliveries = await runAll(f, source(uids(3), 10));
    expect(f.tries.get('u001@x.test')).toBe(MAIL_MAX_SEND_ATTEMPTS);
    expect(f.tries.get('u000@x.test')).toBe(1);
    expect(deliveries).toHaveLength(MAIL_MAX_SEND_ATTEMPTS);
    expect(deliveries.at(-1)?.outcome).toMatchObject({ gaveUp: 1, failed: 0 });
    expect(f.markers.get(`u001/${WEEK}-reminder`)).toMatchObject({
      sentAt: null,
      gaveUp: true,
      attempts: MAIL_MAX_SEND_ATTEMPTS,
      lastError: '451 4.3.0 try again later',
    });
    // A later run (a new start after its record was lost) does not try it again.
    f.runs.clear();
    f.refuse.clear();
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    await runAll(f, source(uids(3), 10));
    expect(f.tries.get('u001@x.test')).toBe(MAIL_MAX_SEND_ATTEMPTS);
  });

  it('a letter claimed by a sender that died before the server answered is not sent again (at most once)', async () => {
    const f = fakeMailEngine();
    await f.engine.markers.claim('u000', `${WEEK}-reminder`, { weekId: WEEK, kind: 'reminder' }, NOW);
    await startMailRun(f.engine, WEEK, 'reminder', NOW);
    const task = f.queue[0]?.task as MailTask;
    expect(await runMailPage(f.engine, task, source(uids(2), 10), NOW)).toMatchObject({ sent: 1, skipped: 1 });
    expect(f.sent.map((m) => m.to)).toEqual(['u001@x.test']);
  });

  it('markers written before attempts were kept read as sent, or as claimed mid-send', () => {
    const meta = { weekId: WEEK, kind: 'reminder' as const };
    const old = { ...meta, claimedAt: 1, messageId: null };
    expect(nextClaim({ ...old, sentAt: 5 }, meta, NOW).claim).toEqual({ status: 'sent' });
    expect(nextClaim({ ...old, sentAt: null }, meta, NOW)).toEqual({ claim: { status: 'in-flight' }, write: null });
  });
});

describe('an email body', () => {
  it('text and html with the same lines, links and unsubscribe line; html escaped', () => {
    const body = mailBody(
      ['Hi <b>Ann</b> & co', '', 'Line'],
      [{ label: 'Open "it"', url: 'https://a.test/?x=1&y=2' }],
      {
        label: 'Stop these',
        url: 'https://u.test/?t=a"b',
      },
    );
    expect(body.text).toBe(
      'Hi <b>Ann</b> & co\n\nLine\n\nOpen "it": https://a.test/?x=1&y=2\n\nStop these: https://u.test/?t=a"b',
    );
    expect(body.html).toContain('<p>Hi &lt;b&gt;Ann&lt;/b&gt; &amp; co</p>');
    expect(body.html).toContain('<a href="https://a.test/?x=1&amp;y=2">Open &quot;it&quot;</a>');
    expect(body.html).toContain('<a href="https://u.test/?t=a&quot;b">Stop these</a>');
  });
});
