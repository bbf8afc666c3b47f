import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { weekDeps } from '../infra/week-deps';
import { afterWeekSettled, MAIL_SECRETS } from './mail';
import { getAudit, getStats, setRole } from '../handlers/admin';
import { settleWeek } from '../handlers/settlement';
import { openWeek } from '../handlers/week';
import { adminDeps } from '../infra/admin-store';
import { settlementDeps } from '../infra/settlement-store';

/** Leave this much of the callable's time for the last page and the reply. */
const SETTLE_TIMEOUT_SECONDS = 540;
const SETTLE_BUDGET_MS = (SETTLE_TIMEOUT_SECONDS - 60) * 1000;

export const admin_openWeek = defineCallable('admin_openWeek', (ctx, input) => openWeek(ctx, input, weekDeps(getFirestore())));

export const admin_settleWeek = defineCallable(
  'admin_settleWeek',
  async (ctx, input) => {
    const started = Date.now();
    const out = await settleWeek(settlementDeps(getFirestore()), input.weekId, {
      now: ctx.now,
      ...(input.maxPlayers !== undefined ? { maxPlayers: input.maxPlayers } : {}),
      // A very large season does not fit one call: stop at a page boundary; calling again resumes.
      shouldStop: () => Date.now() - started > SETTLE_BUDGET_MS,
    });
    // The settle-complete point: report emails (never blocks: it logs and swallows failures).
    if (out.status === 'settled') await afterWeekSettled(out.weekId, () => Date.now() - started > SETTLE_BUDGET_MS);
    return { weekId: out.weekId, settledPlayers: out.settledPlayers, status: out.status };
  },
  { timeoutSeconds: SETTLE_TIMEOUT_SECONDS, memory: '512MiB', secrets: MAIL_SECRETS },
);

export const admin_setRole = defineCallable('admin_setRole', (ctx, input) => setRole(ctx, input, adminDeps(getFirestore(), getAuth())));
export const admin_getStats = defineCallable('admin_getStats', (ctx, input) => getStats(ctx, input, adminDeps(getFirestore(), getAuth())), {
  timeoutSeconds: 300,
});
export const admin_getAudit = defineCallable('admin_getAudit', (ctx, input) => getAudit(ctx, input, adminDeps(getFirestore(), getAuth())));
