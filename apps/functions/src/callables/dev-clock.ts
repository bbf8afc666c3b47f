import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { MAIL_SECRETS } from './mail-config';
import { seasonClockTick } from './schedule';

/** True inside the Functions emulator only (firebase-tools sets it; Cloud Functions never does). */
export const IN_EMULATOR = process.env['FUNCTIONS_EMULATOR'] === 'true';

/**
 * The emulator runs no schedules, so `npm start` drives the season clock itself: every few
 * seconds tools/dev/clock.mjs POSTs here, and this runs the very tick the production schedule
 * runs (seasonClockTick). Exported only when loaded by the emulator: in a deployment the
 * export is undefined, so no such function exists (tested in dev-clock.test.ts).
 */
export const dev_seasonClock = IN_EMULATOR
  ? onRequest(
      { region: FUNCTIONS_REGION, secrets: MAIL_SECRETS, maxInstances: 1, timeoutSeconds: 120, memory: '512MiB' },
      async (req, res) => {
        if (process.env['FUNCTIONS_EMULATOR'] !== 'true' || req.method !== 'POST') {
          res.status(404).send('Not found');
          return;
        }
        try {
          const out = await seasonClockTick(60_000);
          if (
            out.clock.action !== 'idle' ||
            out.mail.reminder?.enqueued ||
            out.mail.report?.enqueued ||
            out.mail.team?.enqueued
          )
            logger.info('dev season clock', out);
          res.status(200).json(out);
        } catch (error) {
          logger.error('dev season clock failed', { error: String(error) });
          res.status(500).json({ error: String(error) });
        }
      },
    )
  : undefined;
