import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { SquadPlanDeps } from '../handlers/squad-plan';
import { firestorePlayerStore } from './player-firestore';
import { readSeason, readWeek } from './week-store';
import { readSeasonPlan } from './season-plan-store';
import { readOrCreateSeasonSeed } from './season-seed-store';

export function squadPlanDepsOf(db: Firestore): SquadPlanDeps {
  return {
    players: firestorePlayerStore(db),
    readSeason: () => readSeason(db),
    readWeek: (weekId) => readWeek(db, weekId),
    readPlan: () => readSeasonPlan(db),
    seasonSeed: () => readOrCreateSeasonSeed(db),
  };
}

let deps: SquadPlanDeps | undefined;
/** Created on first use: main.ts initialises the Admin app after the modules load. */
export function squadPlanDeps(): SquadPlanDeps {
  deps ??= squadPlanDepsOf(getFirestore());
  return deps;
}
