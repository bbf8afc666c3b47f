import { defineCallable } from './define';
import { playerDeps } from '../infra/player-firestore';
import { getQuiz, submitQuiz } from '../handlers/quiz';

export const quiz_get = defineCallable('quiz_get', (ctx, input) => getQuiz(ctx, input, playerDeps()));
export const quiz_submit = defineCallable('quiz_submit', (ctx, input) => submitQuiz(ctx, input, playerDeps()));
