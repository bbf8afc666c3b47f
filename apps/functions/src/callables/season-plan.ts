import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getSeasonPlan, setSeasonPlan, type SeasonPlanDeps } from '../handlers/season-plan';
import { readSeasonPlan, writeSeasonPlan } from '../infra/season-plan-store';
import { readSeason, readWeek } from '../infra/week-store';

function seasonPlanDeps(db: Firestore): SeasonPlanDeps {
  return {
    readSeason: () => readSeason(db),
    readWeek: (weekId) => readWeek(db, weekId),
    readPlan: () => readSeasonPlan(db),
    writePlan: (weeks, now, uid, audit) => writeSeasonPlan(db, weeks, now, uid, audit),
  };
}

export const admin_getSeasonPlan = defineCallable('admin_getSeasonPlan', (ctx, input) =>
  getSeasonPlan(ctx, input, seasonPlanDeps(getFirestore())),
);
export const admin_setSeasonPlan = defineCallable('admin_setSeasonPlan', (ctx, input) =>
  setSeasonPlan(ctx, input, seasonPlanDeps(getFirestore())),
);
