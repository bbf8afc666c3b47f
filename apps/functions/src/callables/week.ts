import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getCurrentWeek, getWeekReport } from '../handlers/week';
import { weekDeps } from '../infra/week-deps';

export const week_getCurrent = defineCallable('week_getCurrent', (ctx, input) =>
  getCurrentWeek(ctx, input, weekDeps(getFirestore())),
);
export const week_getReport = defineCallable('week_getReport', (ctx, input) =>
  getWeekReport(ctx, input, weekDeps(getFirestore())),
);
