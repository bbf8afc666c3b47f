import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { weekDeps } from '../infra/week-deps';
import { actorOf, getAudit, getStats, setRole } from '../handlers/admin';
import { settleNow } from '../handlers/settlement';
import { openWeek } from '../handlers/week';
import { adminDeps } from '../infra/admin-store';
import { settlementDeps } from '../infra/settlement-store';
import { settlementWiring } from './settlement';

/**
 * "Settle now" starts the fan-out (shard tasks on Cloud Tasks), then waits this long for it to
 * finish: a small season answers 'settled'; a large one answers 'locked' and settles in the
 * background (calling again re-drives stalled shards, never settles anyone twice).
 */
const SETTLE_WAIT_MS = 45_000;

export const admin_openWeek = defineCallable('admin_openWeek', (ctx, input) =>
  openWeek(ctx, input, weekDeps(getFirestore())),
);

export const admin_settleWeek = defineCallable(
  'admin_settleWeek',
  (ctx, input) =>
    settleNow(settlementDeps(getFirestore(), settlementWiring()), input.weekId, {
      now: ctx.now,
      actor: actorOf(ctx),
      ...(input.shards !== undefined ? { shards: input.shards } : {}),
      waitMs: SETTLE_WAIT_MS,
    }),
  { timeoutSeconds: 120 },
);

export const admin_setRole = defineCallable('admin_setRole', (ctx, input) =>
  setRole(ctx, input, adminDeps(getFirestore(), getAuth())),
);
export const admin_getStats = defineCallable(
  'admin_getStats',
  (ctx, input) => getStats(ctx, input, adminDeps(getFirestore(), getAuth())),
  {
    timeoutSeconds: 300,
  },
);
export const admin_getAudit = defineCallable('admin_getAudit', (ctx, input) =>
  getAudit(ctx, input, adminDeps(getFirestore(), getAuth())),
);
