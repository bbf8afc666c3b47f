import { randomBytes } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getCurrentWeek, getWeekReport, type WeekDeps } from '../handlers/week';
import type { ReportDoc } from '../infra/settlement-store';
import { createWeek, readSeason, readWeek, reportRef } from '../infra/week-store';
import { readOwnershipCounts } from '../infra/leaderboard-store';

export function weekDeps(db: Firestore): WeekDeps {
  return {
    readSeason: () => readSeason(db),
    readWeek: (weekId) => readWeek(db, weekId),
    async readReport(weekId, uid) {
      const snap = await reportRef(db, weekId, uid).get();
      return snap.exists ? (snap.data() as ReportDoc) : null;
    },
    readOwnership: (weekId) => readOwnershipCounts(db, weekId, { documents: 0, aggregations: 0, indexEntries: 0 }),
    createWeek: (week, seed) => createWeek(db, week, seed),
    randomSeed: () => randomBytes(32).toString('hex'),
  };
}

export const week_getCurrent = defineCallable('week_getCurrent', (ctx, input) => getCurrentWeek(ctx, input, weekDeps(getFirestore())));
export const week_getReport = defineCallable('week_getReport', (ctx, input) => getWeekReport(ctx, input, weekDeps(getFirestore())));
