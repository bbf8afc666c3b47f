import { expect } from 'vitest';
import type { MailKind, MailPageOutcome, MailRunDoc, MailStart } from '../handlers/mail-engine';
import { admin, stackInfo } from './emulator-client';

/**
 * What the mail integration tests share: the local inbox (maildev's REST API), the season
 * clock's tick (dev_seasonClock, the production tick in the emulator), and waiting for a mail
 * run on the task queue to finish.
 */

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

export async function inbox(): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${stackInfo().ports['mailWeb']}/email`);
  expect(res.ok).toBe(true);
  return (await res.json()) as CaughtMail[];
}

export const mailTo = (all: CaughtMail[], user: { email: string }) =>
  all.filter((m) => m.to.some((t) => t.address.toLowerCase() === user.email.toLowerCase()));

export interface TickOutcome {
  clock: { action: string; weekId?: string };
  mail: Partial<Record<MailKind, MailStart | null>>;
}

export async function tick(): Promise<TickOutcome> {
  const { ports, projectId } = stackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/africa-south1/dev_seasonClock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as TickOutcome;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

export interface FinishedRun {
  runId: string;
  pages: MailPageOutcome[];
  sent: number;
  skipped: number;
}

/**
 * Waits until the week's run of `kind` (the one its run record names now) has recorded every
 * page up to its last, none with a send left to retry; returns the pages' totals.
 */
export async function waitForMailRun(weekId: string, kind: MailKind, timeoutMs = 60_000): Promise<FinishedRun> {
  const runRef = admin().db.collection('mailRuns').doc(`${weekId}-${kind}`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = (await runRef.get()).data() as MailRunDoc | undefined;
    if (run && run.lastPage !== null) {
      const ids = Array.from({ length: run.lastPage + 1 }, (_, p) => `${run.runId}-p${p}`);
      const snaps = await admin().db.getAll(...ids.map((id) => runRef.collection('pages').doc(id)));
      const pages = snaps.filter((s) => s.exists).map((s) => s.data() as MailPageOutcome);
      if (pages.length === ids.length && pages.every((p) => p.failed === 0))
        return {
          runId: run.runId,
          pages,
          sent: pages.reduce((n, p) => n + p.sent, 0),
          skipped: pages.reduce((n, p) => n + p.skipped, 0),
        };
    }
    if (Date.now() > until) throw new Error(`the ${kind} mail run of ${weekId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
