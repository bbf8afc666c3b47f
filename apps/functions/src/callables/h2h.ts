import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getH2h } from '../handlers/h2h';
import { h2hDeps } from '../infra/h2h-store';
import { leagueDeps } from '../infra/league-store';

export const h2h_get = defineCallable('h2h_get', (ctx, input) =>
  getH2h(ctx, input, h2hDeps(getFirestore(), leagueDeps(getFirestore()))),
);
