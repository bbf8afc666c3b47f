import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { drillDeps } from '../infra/drill-deps';
import { answerDaily, answerDrill, getDaily, getDrill } from '../handlers/drill';

export const drill_get = defineCallable('drill_get', (ctx, input) => getDrill(ctx, input, drillDeps(getFirestore())));
export const drill_answer = defineCallable('drill_answer', (ctx, input) =>
  answerDrill(ctx, input, drillDeps(getFirestore())),
);
export const daily_get = defineCallable('daily_get', (ctx, input) => getDaily(ctx, input, drillDeps(getFirestore())));
export const daily_answer = defineCallable('daily_answer', (ctx, input) =>
  answerDaily(ctx, input, drillDeps(getFirestore())),
);
