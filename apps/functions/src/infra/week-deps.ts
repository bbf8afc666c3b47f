import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { WeekDeps } from '../handlers/week';
import { readOwnershipCounts } from './leaderboard-store';
import { createWeek, readSeason, readWeek, reportRef } from './week-store';
import type { ReportDoc } from '../handlers/records';

/** The week handlers' deps (handlers/week.ts WeekDeps) on Firestore: used by the week and admin callables and the season clock. */
export function weekDeps(db: Firestore): WeekDeps {
  return {
    readSeason: () => readSeason(db),
    readWeek: (weekId) => readWeek(db, weekId),
    async readReport(weekId, uid) {
      const snap = await reportRef(db, weekId, uid).get();
      return snap.exists ? (snap.data() as ReportDoc) : null;
    },
    readOwnership: (weekId) => readOwnershipCounts(db, weekId),
    createWeek: (week, seed, audit) => createWeek(db, week, seed, audit),
    randomSeed: () => randomBytes(32).toString('hex'),
  };
}
