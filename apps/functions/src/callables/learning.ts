import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { learningDeps } from '../infra/learning-deps';
import { answerCheck, getCheck, getLearningReport } from '../handlers/learning';

export const learning_getReport = defineCallable('learning_getReport', (ctx, input) =>
  getLearningReport(ctx, input, learningDeps(getFirestore())),
);
export const learning_getCheck = defineCallable('learning_getCheck', (ctx, input) =>
  getCheck(ctx, input, learningDeps(getFirestore())),
);
export const learning_answerCheck = defineCallable('learning_answerCheck', (ctx, input) =>
  answerCheck(ctx, input, learningDeps(getFirestore())),
);
