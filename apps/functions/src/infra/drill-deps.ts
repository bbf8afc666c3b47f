import type { Firestore } from 'firebase-admin/firestore';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { firestorePlayerStore } from './player-firestore';
import { readSeason, readWeek, readWeekSeed } from './week-store';
import type { DrillDeps } from '../handlers/drill';

/** The drill's outside world: the player store, the current week and its secret seed, the cases and the answer key. */
export function drillDeps(db: Firestore): DrillDeps {
  return {
    players: firestorePlayerStore(db),
    async currentWeek() {
      const season = await readSeason(db);
      if (!season.currentWeekId) return null;
      const [week, seed] = await Promise.all([
        readWeek(db, season.currentWeekId),
        readWeekSeed(db, season.currentWeekId),
      ]);
      if (!week || !seed || week.status === 'settled') return null;
      return { week, seed };
    },
    latestWeek: async () => (await readSeason(db)).weekCount,
    cases: SCENARIO_CASES,
    keyOf: (caseId) => caseKeyById(caseId),
  };
}
