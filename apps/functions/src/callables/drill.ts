import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { defineCallable } from './define';
import { firestorePlayerStore } from '../infra/player-deps';
import { readSeason, readWeek, readWeekSeed } from '../infra/week-store';
import { answerDaily, answerDrill, getDaily, getDrill, type DrillDeps } from '../handlers/drill';

/** The drill's outside world: the player store, the current week and its secret seed, the cases and the answer key. */
export function drillDeps(db: Firestore): DrillDeps {
  return {
    players: firestorePlayerStore(db),
    async currentWeek() {
      const season = await readSeason(db);
      if (!season.currentWeekId) return null;
      const [week, seed] = await Promise.all([readWeek(db, season.currentWeekId), readWeekSeed(db, season.currentWeekId)]);
      if (!week || !seed || week.status === 'settled') return null;
      return { week, seed };
    },
    cases: SCENARIO_CASES,
    keyOf: (caseId) => caseKeyById(caseId),
  };
}

export const drill_get = defineCallable('drill_get', (ctx, input) => getDrill(ctx, input, drillDeps(getFirestore())));
export const drill_answer = defineCallable('drill_answer', (ctx, input) => answerDrill(ctx, input, drillDeps(getFirestore())));
export const daily_get = defineCallable('daily_get', (ctx, input) => getDaily(ctx, input, drillDeps(getFirestore())));
export const daily_answer = defineCallable('daily_answer', (ctx, input) => answerDaily(ctx, input, drillDeps(getFirestore())));
