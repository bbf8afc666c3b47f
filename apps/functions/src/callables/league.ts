import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { createLeague, getMyLeagues, joinLeague, leaveLeague } from '../handlers/league';
import { leagueDeps } from '../infra/league-store';

export const league_create = defineCallable('league_create', (ctx, input) => createLeague(ctx, input, leagueDeps(getFirestore())));
export const league_join = defineCallable('league_join', (ctx, input) => joinLeague(ctx, input, leagueDeps(getFirestore())));
export const league_leave = defineCallable('league_leave', (ctx, input) => leaveLeague(ctx, input, leagueDeps(getFirestore())));
export const league_getMine = defineCallable('league_getMine', (ctx, input) => getMyLeagues(ctx, input, leagueDeps(getFirestore())));
